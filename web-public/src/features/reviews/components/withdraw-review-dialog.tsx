import { Stack, Text } from '@mantine/core';
import type { AuthoredReview } from '@gp/shared';
import { ConfirmActions } from '@gp/web-common/components/confirm-actions';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePendingAction } from '@gp/web-common/hooks/use-pending-action';
import { Dialog } from '../../../components/dialog';
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
  const action = usePendingAction();

  const confirm = () =>
    void action.run(async () => {
      await withdraw(review.id);
      onClose();
    });

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('authored.withdrawDialog.title')}
      closeLabel={t('authored.withdrawDialog.close')}
    >
      <Stack gap="md">
        <Text style={{ wordBreak: 'break-word' }}>{t('authored.withdrawDialog.body', { title: review.title })}</Text>
        <ConfirmActions
          action={action}
          cancelLabel={t('authored.withdrawDialog.cancel')}
          confirmLabel={t('authored.withdrawDialog.confirm')}
          onCancel={onClose}
          onConfirm={confirm}
        />
      </Stack>
    </Dialog>
  );
}
