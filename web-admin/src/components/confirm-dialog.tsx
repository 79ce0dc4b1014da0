import { Stack } from '@mantine/core';
import { ConfirmActions } from '@gp/web-common/components/confirm-actions';
import { usePendingAction } from '@gp/web-common/hooks/use-pending-action';
import type { ReactNode } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
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
  const { t } = useAppTranslation('admin');
  const action = usePendingAction();

  return (
    <ConsoleModal opened onClose={onCancel} title={title}>
      <Stack gap="md">
        {children}
        <ConfirmActions
          action={action}
          cancelLabel={t('list.cancel')}
          confirmLabel={confirmLabel}
          onCancel={onCancel}
          onConfirm={() => void action.run(onConfirm)}
        />
      </Stack>
    </ConsoleModal>
  );
}
