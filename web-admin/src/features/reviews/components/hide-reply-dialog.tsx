import { Text, Textarea } from '@mantine/core';
import {
  REPLY_HIDE_REASON_MAX_LENGTH,
  hideReviewReplyRequestSchema,
  validationMessage,
  type AdminReview,
  type HideReviewReplyRequest,
} from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useState } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface HideReplyDialogProps {
  review: AdminReview;
  onHide: (review: AdminReview, body: HideReviewReplyRequest) => Promise<void>;
  onCancel: () => void;
}

/** Asks before hiding a pro's reply, with an optional reason kept in the review's history. */
export function HideReplyDialog({ review, onHide, onCancel }: HideReplyDialogProps) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const contractor = review.contractorName ?? review.contractorId;

  const hide = async () => {
    const parsed = hideReviewReplyRequestSchema.safeParse({
      expectedRevision: review.revision,
      ...(reason.trim() ? { reason } : {}),
    });
    if (!parsed.success) {
      setInvalid(validationMessage(parsed.error.issues[0]?.message ?? '', lang));
      return;
    }
    await onHide(review, parsed.data);
  };

  return (
    <ConfirmDialog
      title={t('reviews.hideReplyDialog.title')}
      confirmLabel={t('reviews.hideReplyDialog.confirm')}
      onConfirm={hide}
      onCancel={onCancel}
    >
      <Text>{t('reviews.hideReplyDialog.intro', { contractor })}</Text>
      <Text className="review-reply-quote" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.reply?.text}
      </Text>
      <Textarea
        label={t('reviews.hideReplyDialog.reasonLabel')}
        description={t('reviews.hideReplyDialog.reasonDescription', { max: REPLY_HIDE_REASON_MAX_LENGTH })}
        autosize
        minRows={2}
        maxLength={REPLY_HIDE_REASON_MAX_LENGTH}
        value={reason}
        error={invalid}
        data-autofocus
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setInvalid(null);
        }}
      />
    </ConfirmDialog>
  );
}
