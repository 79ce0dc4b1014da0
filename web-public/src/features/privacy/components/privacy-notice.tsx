import { List, Stack, Text, Title } from '@mantine/core';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePrivacyTranslation } from '../i18n';

interface PrivacySection {
  heading: string;
  items: string[];
}

/**
 * What the platform keeps about a person, why, for how long, and how to get a copy or have it
 * erased (issue 37), in plain words. docs/personal-data.md is the same list for engineers: change
 * both together.
 */
export function PrivacyNotice() {
  const { t } = usePrivacyTranslation();
  const lang = useLang();
  const sections = t('sections', { returnObjects: true }) as PrivacySection[];
  return (
    <Stack component="article" gap="xl" aria-labelledby="privacy-title">
      <Stack gap={8}>
        <Title id="privacy-title" order={1} fz={{ base: 30, sm: 40 }}>
          {t('title')}
        </Title>
        <Text fz="lg">{t('intro')}</Text>
      </Stack>
      {sections.map((section) => (
        <Stack component="section" gap="xs" key={section.heading}>
          <Title order={2} fz={{ base: 20, sm: 22 }}>
            {section.heading}
          </Title>
          <List spacing="xs" lh={1.65}>
            {section.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Stack>
      ))}
      <Text>
        <AppLink to={`/${lang}/contact`}>{t('contactLink')}</AppLink>
      </Text>
    </Stack>
  );
}
