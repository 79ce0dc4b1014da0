import { Stack, Text } from '@mantine/core';
import type { AdminReview } from '@gp/shared';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { useAuthorName } from '@gp/web-common/lib/author-name';
import { ConsoleModal } from '../../../components/console-modal';
import { StarRating } from '@gp/web-common/components/star-rating';

/** The whole review. Rendered as text: whatever a reviewer typed is never read as HTML. */
export function ReviewTextModal({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const { t } = useAppTranslation('admin');
  const authorName = useAuthorName();
  return (
    <ConsoleModal opened onClose={onClose} title={review.title} size="lg">
      <Stack gap="sm">
        <StarRating rating={review.rating} size="sm" />
        <Text size="sm" c="gray.7">
          {t('reviews.by', { author: authorName(review.authorName) })}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{review.body}</Text>
      </Stack>
    </ConsoleModal>
  );
}
