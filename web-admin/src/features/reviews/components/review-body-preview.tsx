import { Button, Stack, Text } from '@mantine/core';
import type { AdminReview } from '@gp/shared';
import { useState } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { reviewPreview } from '../review-preview';
import { ReviewTextModal } from './review-text-modal';

/** The first 150 characters of a review, and "Read more" for the rest when there is more. */
export function ReviewBodyPreview({ review }: { review: AdminReview }) {
  const { t } = useAppTranslation('admin');
  const [reading, setReading] = useState(false);
  const preview = reviewPreview(review.body);
  return (
    <Stack gap={4} align="flex-start">
      <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{preview.text}</Text>
      {preview.truncated && (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          aria-label={t('reviews.readMoreLabel', { title: review.title })}
          onClick={() => setReading(true)}
        >
          {t('reviews.readMore')}
        </Button>
      )}
      {reading && <ReviewTextModal review={review} onClose={() => setReading(false)} />}
    </Stack>
  );
}
