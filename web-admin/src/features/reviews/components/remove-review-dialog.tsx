import {
  REVIEW_REMOVAL_NOTE_MAX_LENGTH,
  REVIEW_REMOVAL_REASONS,
  removeReviewRequestSchema,
  type AdminReview,
  type RemoveReviewRequest,
} from '@gp/shared';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { ReasonDialog } from '../../../components/reason-dialog';

interface RemoveReviewDialogProps {
  review: AdminReview;
  onRemove: (review: AdminReview, body: RemoveReviewRequest) => Promise<void>;
  onCancel: () => void;
}

/** Removing a review: the reason its author will read in their own language, sent with the revision shown. */
export function RemoveReviewDialog({ review, onRemove, onCancel }: RemoveReviewDialogProps) {
  const { t } = useAppTranslation('admin');
  return (
    <ReasonDialog
      title={t('reviews.removeDialog.title')}
      confirmLabel={t('reviews.removeDialog.confirm')}
      intro={t('reviews.removeDialog.intro', { title: review.title })}
      reasons={REVIEW_REMOVAL_REASONS}
      reasonLabel={t('reviews.removeDialog.reasonLabel')}
      noteLabel={t('reviews.removeDialog.noteLabel')}
      noteDescription={t('reviews.removeDialog.noteDescription', { max: REVIEW_REMOVAL_NOTE_MAX_LENGTH })}
      noteMaxLength={REVIEW_REMOVAL_NOTE_MAX_LENGTH}
      parse={({ code, note }) =>
        removeReviewRequestSchema.safeParse({ reasonCode: code, note, expectedRevision: review.revision })
      }
      onConfirm={(body) => onRemove(review, body)}
      onCancel={onCancel}
    />
  );
}
