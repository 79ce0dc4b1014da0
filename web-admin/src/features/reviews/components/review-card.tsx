import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { reviewRemovalText, type AdminReview } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useState } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { useAuthorName } from '@gp/web-common/lib/author-name';
import { formatDate } from '@gp/web-common/lib/format-date';
import type { ReviewDecision } from '../api/moderate-review';
import { ReviewBodyPreview } from './review-body-preview';
import { StarRating } from '@gp/web-common/components/star-rating';
import { ReviewStatusBadge } from './review-status-badge';

interface ReviewCardProps {
  review: AdminReview;
  canModerate: boolean;
  onDecide: (review: AdminReview, decision: ReviewDecision) => Promise<void>;
  /** Opens the confirmation before hiding the pro's reply. */
  onHideReply: (review: AdminReview) => void;
  /** Opens the removal dialog (reason and note). */
  onRemove: (review: AdminReview) => void;
  onRestore: (review: AdminReview) => Promise<void>;
  /** Shows a reply an admin hid, as it reads now. */
  onShowReply: (review: AdminReview) => Promise<void>;
  onShowHistory: (review: AdminReview) => void;
  /** Narrows the list to this review's pro; absent while the list already is. */
  onFilterByPro?: (review: AdminReview) => void;
}

/** Approve for a pending review, Unapprove for an approved one, sent with the revision shown. */
function ModerationButton({ review, onDecide }: Pick<ReviewCardProps, 'review' | 'onDecide'>) {
  const { t } = useAppTranslation('admin');
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

/** The pro's reply as plain text, with whether it is hidden from the public. */
function ReplyBlock({ review }: { review: AdminReview }) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const reply = review.reply;
  if (!reply) return null;
  return (
    <Box
      p="xs"
      style={{
        borderInlineStart: '3px solid var(--mantine-color-blue-4)',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" fw={700}>
            {t('reviews.replyFrom', { contractor: review.contractorName ?? review.contractorId })}
          </Text>
          <Text size="sm" c="gray.7">
            <time dateTime={reply.repliedAt}>{formatDate(reply.repliedAt, lang)}</time>
          </Text>
          {reply.hidden && (
            <Badge color="red" variant="light">
              {t('reviews.replyHidden')}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {reply.text}
        </Text>
      </Stack>
    </Box>
  );
}

/** An action sent with the revision shown (restore a review, show a reply), busy until it is answered. */
function BusyButton({ label, action, run }: { label: string; action: string; run: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      aria-label={label}
      onClick={async () => {
        setBusy(true);
        await run();
        setBusy(false);
      }}
    >
      {action}
    </Button>
  );
}

export function ReviewCard({
  review,
  canModerate,
  onDecide,
  onHideReply,
  onRemove,
  onRestore,
  onShowReply,
  onShowHistory,
  onFilterByPro,
}: ReviewCardProps) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const authorName = useAuthorName();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <StarRating rating={review.rating} size="sm" />
          {/* One state: a removed review is removed, whatever it was before (restoring brings that back). */}
          {review.removal ? (
            <Badge color="red" variant="light">
              {t('reviews.removed')}
            </Badge>
          ) : (
            <ReviewStatusBadge status={review.status} />
          )}
        </Group>
        <Title order={3} fz="lg" style={{ wordBreak: 'break-word' }}>
          {review.title}
        </Title>
        <Text size="sm" c="gray.7">
          {t('reviews.by', { author: authorName(review.authorName) })}
          {review.authorIsAnonymous && ` (${t('reviews.anonymousAuthor')})`}
          {review.authorAccountName &&
            review.authorAccountName !== review.authorName &&
            ` (${t('reviews.authorAccount', { account: review.authorAccountName })})`}
          {' · '}
          {t('reviews.for', { contractor: review.contractorName ?? review.contractorId })}
          {' · '}
          <time dateTime={review.createdAt}>{formatDate(review.createdAt, lang)}</time>
        </Text>
        {/* A forgotten author's stated email reads as erased: nothing to show. */}
        {review.statedEmail && (
          <Text size="sm" c="gray.7" style={{ wordBreak: 'break-word' }}>
            {t('reviews.statedEmail', { email: review.statedEmail })}
          </Text>
        )}
        {review.removal && (
          <Text size="sm" c="red.8" style={{ wordBreak: 'break-word' }}>
            {t('reviews.removedReason', { reason: reviewRemovalText(review.removal, lang) })}
          </Text>
        )}
        <ReviewBodyPreview review={review} />
        <ReplyBlock review={review} />
        <Group gap="xs">
          {canModerate && review.removal && (
            <BusyButton
              label={t('reviews.restoreLabel', { title: review.title })}
              action={t('reviews.restore')}
              run={() => onRestore(review)}
            />
          )}
          {canModerate && !review.removal && (
            <>
              <ModerationButton review={review} onDecide={onDecide} />
              <Button
                size="xs"
                variant="default"
                color="red"
                aria-label={t('reviews.removeLabel', { title: review.title })}
                onClick={() => onRemove(review)}
              >
                {t('reviews.remove')}
              </Button>
            </>
          )}
          {canModerate && review.reply && !review.reply.hidden && (
            <Button
              size="xs"
              color="red"
              variant="light"
              aria-label={t('reviews.hideReplyLabel', { title: review.title })}
              onClick={() => onHideReply(review)}
            >
              {t('reviews.hideReply')}
            </Button>
          )}
          {canModerate && review.reply?.hidden && (
            <BusyButton
              label={t('reviews.showReplyLabel', { title: review.title })}
              action={t('reviews.showReply')}
              run={() => onShowReply(review)}
            />
          )}
          <Button
            size="xs"
            variant="subtle"
            aria-label={t('reviews.historyLabel', { title: review.title })}
            onClick={() => onShowHistory(review)}
          >
            {t('reviews.history')}
          </Button>
          <Anchor
            href={`/${lang}/profile/${encodeURIComponent(review.contractorId)}`}
            target="_blank"
            rel="noopener"
            size="xs"
            fw={600}
            aria-label={t('reviews.proProfileLabel', { contractor: review.contractorName ?? review.contractorId })}
          >
            {t('reviews.proProfile')}
          </Anchor>
          {onFilterByPro && (
            <Button
              size="xs"
              variant="subtle"
              aria-label={t('reviews.onlyThisProLabel', { contractor: review.contractorName ?? review.contractorId })}
              onClick={() => onFilterByPro(review)}
            >
              {t('reviews.onlyThisPro')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
