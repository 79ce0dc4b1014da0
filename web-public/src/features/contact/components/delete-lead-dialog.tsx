import { Stack, Text } from '@mantine/core';
import type { LeadView } from '@gp/shared';
import { ConfirmActions } from '@gp/web-common/components/confirm-actions';
import { usePendingAction } from '@gp/web-common/hooks/use-pending-action';
import { Dialog } from '../../../components/dialog';
import { useProContactTranslation } from '../i18n';

interface DeleteLeadDialogProps {
  lead: LeadView;
  onDelete: (leadId: string) => Promise<void>;
  onClose: () => void;
}

/** Asks before the pro deletes a request for good; a refusal is shown in the dialog. */
export function DeleteLeadDialog({ lead, onDelete, onClose }: DeleteLeadDialogProps) {
  const { t } = useProContactTranslation();
  const action = usePendingAction();
  const confirm = () =>
    void action.run(async () => {
      await onDelete(lead.id);
      onClose();
    });
  return (
    <Dialog opened onClose={onClose} title={t('inbox.deleteDialog.title')} closeLabel={t('inbox.deleteDialog.close')}>
      <Stack gap="md">
        <Text style={{ wordBreak: 'break-word' }}>{t('inbox.deleteDialog.body', { name: lead.name })}</Text>
        <ConfirmActions
          action={action}
          cancelLabel={t('inbox.deleteDialog.cancel')}
          confirmLabel={t('inbox.deleteDialog.confirm')}
          onCancel={onClose}
          onConfirm={confirm}
        />
      </Stack>
    </Dialog>
  );
}
