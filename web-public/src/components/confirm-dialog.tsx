import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { ConfirmActions } from '@gp/web-common/components/confirm-actions';
import { usePendingAction } from '@gp/web-common/hooks/use-pending-action';
import { Dialog } from './dialog';

/** A confirmation dialog's words, in the page language. */
export interface ConfirmDialogLabels {
  title: string;
  close: string;
  /** What happens if the person confirms; it may quote a name someone typed, so long words wrap. */
  body: string;
  cancel: string;
  confirm: string;
}

/** The words of a dialog a namespace keeps as `{at}.title`, `.close`, `.body`, `.cancel` and `.confirm`. */
export const confirmDialogLabels = (
  t: TFunction,
  at: string,
  values?: Record<string, string>,
): ConfirmDialogLabels => ({
  title: t(`${at}.title`),
  close: t(`${at}.close`),
  body: t(`${at}.body`, values),
  cancel: t(`${at}.cancel`),
  confirm: t(`${at}.confirm`),
});

interface ConfirmDialogProps {
  labels: ConfirmDialogLabels;
  /** The action asked about: the dialog closes once it has succeeded and shows its refusal otherwise. */
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone (deleting, withdrawing, clearing), with Cancel first. */
export function ConfirmDialog({ labels, onConfirm, onClose }: ConfirmDialogProps) {
  const action = usePendingAction();
  const confirm = () =>
    void action.run(async () => {
      await onConfirm();
      onClose();
    });
  return (
    <Dialog opened onClose={onClose} title={labels.title} closeLabel={labels.close}>
      <Stack gap="md">
        <Text style={{ wordBreak: 'break-word' }}>{labels.body}</Text>
        <ConfirmActions
          action={action}
          cancelLabel={labels.cancel}
          confirmLabel={labels.confirm}
          onCancel={onClose}
          onConfirm={confirm}
        />
      </Stack>
    </Dialog>
  );
}
