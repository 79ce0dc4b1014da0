import { Alert, Button, Group, Text } from '@mantine/core';
import { useAppTranslation } from '../lib/i18n';
import { useLang } from '../hooks/use-lang';
import { apiErrorMessage } from '../lib/api-errors';

interface LoadErrorAlertProps {
  error: unknown;
  onRetry: () => void;
  /** What could not be loaded, in the page's words; without it, the API's message for the error. */
  message?: string;
}

/** A read that failed: what went wrong in the page language and a Try again button. */
export function LoadErrorAlert({ error, onRetry, message }: LoadErrorAlertProps) {
  const { t } = useAppTranslation('common');
  const lang = useLang();
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{message ?? apiErrorMessage(error, lang)}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('status.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
