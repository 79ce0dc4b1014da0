import type { LeadView } from '@gp/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useProContactTranslation } from '../i18n';

interface DeleteLeadDialogProps {
  lead: LeadView;
  onDelete: (leadId: string) => Promise<void>;
  onClose: () => void;
}

/** Asks before the pro deletes a request for good; a refusal is shown in the dialog. */
export function DeleteLeadDialog({ lead, onDelete, onClose }: DeleteLeadDialogProps) {
  const { t } = useProContactTranslation();
  const labels = {
    title: t('inbox.deleteDialog.title'),
    close: t('inbox.deleteDialog.close'),
    body: t('inbox.deleteDialog.body', { name: lead.name }),
    cancel: t('inbox.deleteDialog.cancel'),
    confirm: t('inbox.deleteDialog.confirm'),
  };
  return <ConfirmDialog labels={labels} onConfirm={() => onDelete(lead.id)} onClose={onClose} />;
}
