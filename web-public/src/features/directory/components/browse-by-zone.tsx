import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { CANTONS } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { directoryHref, EMPTY_SEARCH } from '../directory-search';
import { useDirectoryTranslation } from '../i18n';

/** The eleven cantons, each a link to the pros who cover it (a town's pros count for its canton). */
export function BrowseByZone() {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  return (
    <section className="home-section" aria-labelledby="browse-by-zone-title">
      <Container size="lg">
        <Stack gap="xs" mb="lg" maw={680}>
          <Title id="browse-by-zone-title" order={2} className="title-section">
            {t('byZone.title')}
          </Title>
          <Text fz="lg" c="gray.8">
            {t('byZone.intro')}
          </Text>
        </Stack>
        <Group component="ul" className="plain-list" gap="sm">
          {CANTONS.map((canton) => (
            <li key={canton.zoneId}>
              <Button
                component={AppLink}
                to={directoryHref(lang, { ...EMPTY_SEARCH, zone: canton.zoneId })}
                variant="light"
                radius="xl"
              >
                {canton.name}
              </Button>
            </li>
          ))}
        </Group>
      </Container>
    </section>
  );
}
