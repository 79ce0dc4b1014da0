import type { SentRequestView } from '@gp/shared';
import { ConfirmDialog, confirmDialogLabels } from '../../../components/confirm-dialog';
import { useProContactTranslation } from '../i18n';

interface WithdrawSentRequestDialogProps {
  request: SentRequestView;
  /** The pro's name as the card shows it. */
  proName: string;
  onWithdraw: (leadId: string) => Promise<void>;
  onClose: () => void;
}

/** Asks before the sender withdraws a request for good; a refusal is shown in the dialog. */
export function WithdrawSentRequestDialog({ request, proName, onWithdraw, onClose }: WithdrawSentRequestDialogProps) {
  const { t } = useProContactTranslation();
  const labels = confirmDialogLabels(t, 'sent.withdrawDialog', { name: proName });
  return <ConfirmDialog labels={labels} onConfirm={() => onWithdraw(request.id)} onClose={onClose} />;
}
