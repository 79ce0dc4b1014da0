import { Alert, Button, Group, Stack } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleModal } from './console-modal';

interface ConfirmDialogProps {
  title: string;
  confirmLabel: string;
  children: ReactNode;
  /** Resolves when done (the owner then closes the dialog); a rejection is shown in the dialog. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/**
 * Asks before a consequential action. Rendered only while open, so every opening starts without
 * the previous attempt's error.
 */
export function ConfirmDialog({ title, confirmLabel, children, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(apiErrorMessage(caught, lang));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConsoleModal opened onClose={onCancel} title={title}>
      <Stack gap="md">
        {children}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('list.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </ConsoleModal>
  );
}
