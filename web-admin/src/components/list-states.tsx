import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useAppTranslation } from '@gp/web-common/lib/i18n';

/** Stands in for a list until its first answer. */
export function ListLoading({ label }: { label?: string }) {
  const { t } = useAppTranslation('admin');
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text c="gray.7">{label ?? t('list.loading')}</Text>
      </Stack>
    </Center>
  );
}

/** A list that could not be read, with the reason in the page language and a way to try again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t('list.loadFailed', { message: apiErrorMessage(error, lang) })}
    >
      <Button variant="default" size="xs" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}
