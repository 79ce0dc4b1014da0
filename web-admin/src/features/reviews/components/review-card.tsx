import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminReview } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import type { ReviewDecision } from '../api/moderate-review';
import { ReviewBodyPreview } from './review-body-preview';
import { StarRating } from '@gp/web-common/components/star-rating';
import { ReviewStatusBadge } from './review-status-badge';

interface ReviewCardProps {
  review: AdminReview;
  canModerate: boolean;
  onDecide: (review: AdminReview, decision: ReviewDecision) => Promise<void>;
  onShowHistory: (review: AdminReview) => void;
}

/** Approve for a pending review, Unapprove for an approved one, sent with the revision shown. */
function ModerationButton({ review, onDecide }: Pick<ReviewCardProps, 'review' | 'onDecide'>) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const decision: ReviewDecision = review.status === 'pending' ? 'approve' : 'unapprove';
  return (
    <Button
      size="xs"
      variant={decision === 'approve' ? 'filled' : 'default'}
      color={decision === 'approve' ? 'green' : undefined}
      loading={busy}
      aria-label={t(`reviews.${decision}Label`, { title: review.title })}
      onClick={async () => {
        setBusy(true);
        await onDecide(review, decision);
        setBusy(false);
      }}
    >
      {t(`reviews.${decision}`)}
    </Button>
  );
}

export function ReviewCard({ review, canModerate, onDecide, onShowHistory }: ReviewCardProps) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <StarRating rating={review.rating} size="sm" />
          <ReviewStatusBadge status={review.status} />
        </Group>
        <Title order={3} fz="lg" style={{ wordBreak: 'break-word' }}>
          {review.title}
        </Title>
        <Text size="sm" c="gray.7">
          {t('reviews.by', { author: review.authorName })}
          {review.authorIsAnonymous && ` (${t('reviews.anonymousAuthor')})`}
          {review.authorAccountName &&
            review.authorAccountName !== review.authorName &&
            ` (${t('reviews.authorAccount', { account: review.authorAccountName })})`}
          {' · '}
          {t('reviews.for', { contractor: review.contractorName ?? review.contractorId })}
          {' · '}
          <time dateTime={review.createdAt}>{formatDate(review.createdAt, lang)}</time>
        </Text>
        <Text size="sm" c="gray.7" style={{ wordBreak: 'break-word' }}>
          {t('reviews.statedEmail', { email: review.statedEmail })}
        </Text>
        <ReviewBodyPreview review={review} />
        <Group gap="xs">
          {canModerate && <ModerationButton review={review} onDecide={onDecide} />}
          <Button
            size="xs"
            variant="subtle"
            aria-label={t('reviews.historyLabel', { title: review.title })}
            onClick={() => onShowHistory(review)}
          >
            {t('reviews.history')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
