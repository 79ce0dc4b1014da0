import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLang } from '../hooks/use-lang';
import { apiErrorMessage } from '../lib/api-errors';

/** A read that failed: the API's message in the page language and a Try again button. */
export function LoadErrorAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between">
        <Text fz="sm">{apiErrorMessage(error, lang)}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('status.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
