import type { LeadView } from '@gp/shared';
import { ConfirmDialog, confirmDialogLabels } from '../../../components/confirm-dialog';
import { useProContactTranslation } from '../i18n';

interface DeleteLeadDialogProps {
  lead: LeadView;
  onDelete: (leadId: string) => Promise<void>;
  onClose: () => void;
}

/** Asks before the pro deletes a request for good; a refusal is shown in the dialog. */
export function DeleteLeadDialog({ lead, onDelete, onClose }: DeleteLeadDialogProps) {
  const { t } = useProContactTranslation();
  const labels = confirmDialogLabels(t, 'inbox.deleteDialog', { name: lead.name });
  return <ConfirmDialog labels={labels} onConfirm={() => onDelete(lead.id)} onClose={onClose} />;
}
