import { Alert, Button, Group } from '@mantine/core';
import type { PendingAction } from '../hooks/use-pending-action';

interface ConfirmActionsProps {
  action: Pick<PendingAction, 'busy' | 'error'>;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirm button stays off until the person has done what the dialog asks (typed a word). */
  confirmDisabled?: boolean;
}

/** The foot of a confirmation dialog: the refusal of the last attempt, then Cancel and the red confirm button. */
export function ConfirmActions({
  action,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  confirmDisabled = false,
}: ConfirmActionsProps) {
  return (
    <>
      {action.error && (
        <Alert color="red" variant="light" role="alert">
          {action.error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button color="red" loading={action.busy} disabled={confirmDisabled} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
