import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useAppTranslation } from '../lib/i18n';
import { useLang } from '../hooks/use-lang';
import { usePageTitle } from '../hooks/use-page-title';
import { AppLink } from '../lib/app-links';

/** Spec §2: unknown paths and /{lang}/404. */
export function NotFoundPage() {
  const { t } = useAppTranslation();
  const lang = useLang();
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="gray.7">{t('notFound.body')}</Text>
        <Button component={AppLink} to={`/${lang}`}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
