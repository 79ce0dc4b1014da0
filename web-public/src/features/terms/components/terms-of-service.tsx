import { Stack, Text, Title } from '@mantine/core';
import { CURRENT_TERMS_VERSION } from '@gp/shared';
import { useTermsTranslation } from '../i18n';

interface TermsSection {
  heading: string;
  paragraphs: string[];
}

/** The Terms of Service document (spec §1), shown by /tos and, with "I agree", by /review-tos. */
export function TermsOfService({ eyebrow }: { eyebrow?: string }) {
  const { t } = useTermsTranslation();
  const sections = t('sections', { returnObjects: true }) as TermsSection[];
  return (
    <Stack component="article" gap="xl" aria-labelledby="terms-title">
      <Stack gap={8}>
        {eyebrow && (
          <Text fw={600} c="blue.7" tt="uppercase" fz="sm" lts={1}>
            {eyebrow}
          </Text>
        )}
        <Title id="terms-title" order={1} fz={{ base: 30, sm: 40 }}>
          {t('title')}
        </Title>
        <Text c="gray.7" fz="sm">
          {t('version', { version: CURRENT_TERMS_VERSION })}
        </Text>
        <Text fz="lg">{t('intro')}</Text>
      </Stack>
      {sections.map((section) => (
        <Stack component="section" gap="xs" key={section.heading}>
          <Title order={2} fz={{ base: 20, sm: 22 }}>
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} lh={1.65}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
