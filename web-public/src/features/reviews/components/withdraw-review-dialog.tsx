import type { AuthoredReview } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { ConfirmDialog, confirmDialogLabels } from '../../../components/confirm-dialog';
import { useWithdrawMyReview } from '../api/withdraw-my-review';
import { useReviewsTranslation } from '../i18n';

interface WithdrawReviewDialogProps {
  review: AuthoredReview;
  onClose: () => void;
}

/** Asks before the author withdraws a review for good; a refusal is shown in the dialog. */
export function WithdrawReviewDialog({ review, onClose }: WithdrawReviewDialogProps) {
  const { t } = useReviewsTranslation();
  const withdraw = useWithdrawMyReview(useLang());
  const labels = confirmDialogLabels(t, 'authored.withdrawDialog', { title: review.title });
  return <ConfirmDialog labels={labels} onConfirm={() => withdraw(review.id)} onClose={onClose} />;
}
