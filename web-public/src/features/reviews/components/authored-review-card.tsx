import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, type TitleOrder } from '@mantine/core';
import { reviewRemovalText, type AuthoredReview } from '@gp/shared';
import { useState } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { formatDate } from '@gp/web-common/lib/format-date';
import { useAuthorName } from '@gp/web-common/lib/author-name';
import { useReviewsTranslation } from '../i18n';
import { profilePath } from '../review-links';
import { EditReviewForm } from './edit-review-form';
import { ReviewText } from './review-text';
import { WithdrawReviewDialog } from './withdraw-review-dialog';

type StatusLabel = 'published' | 'pending' | 'awaitingSignIn' | 'removed';

/** Live means shown on the profile; an approved review of an anonymous author waits for them to log in. */
function statusLabel(review: AuthoredReview): StatusLabel {
  if (review.removal) return 'removed';
  if (review.isLive) return 'published';
  return review.status === 'approved' ? 'awaitingSignIn' : 'pending';
}

export function ReviewStatusBadge({ review }: { review: AuthoredReview }) {
  const { t } = useReviewsTranslation();
  const label = statusLabel(review);
  return (
    <Badge
      variant="light"
      color={{ published: 'green', removed: 'red', pending: 'blue', awaitingSignIn: 'blue' }[label]}
      tt="none"
      size="lg"
      fw={600}
    >
      {t(`authored.status.${label}`)}
    </Badge>
  );
}

interface AuthoredReviewCardProps {
  review: AuthoredReview;
  /** On the account page each review names the professional it is about, linked to the profile. */
  showContractor: boolean;
  /** Below the page's last heading: 2 on the account page, 3 under the review form's list heading. */
  titleOrder: TitleOrder;
}

/**
 * One review as its author sees it: status (with an admin's removal reason in the page language), text and
 * date, with Edit (back to moderation) and Withdraw (behind a confirmation). A removed review can only be withdrawn.
 */
export function AuthoredReviewCard({ review, showContractor, titleOrder }: AuthoredReviewCardProps) {
  const { t } = useReviewsTranslation();
  const lang = useLang();
  const authorName = useAuthorName();
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [edited, setEdited] = useState(false);
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          {showContractor && (
            <Text fz="sm" c="gray.7">
              {t('authored.about')}{' '}
              <Anchor component={AppLink} to={profilePath(lang, review.contractorId)} fw={600}>
                {review.contractorName ?? t('neutralName')}
              </Anchor>
            </Text>
          )}
          <ReviewStatusBadge review={review} />
        </Group>
        {review.removal && (
          <Text fz="sm" c="red.8" style={{ wordBreak: 'break-word' }}>
            {t('authored.removedReason', { reason: reviewRemovalText(review.removal, lang) })}
          </Text>
        )}
        {edited && (
          <Alert color="blue" variant="light" role="status">
            {t('authored.edited')}
          </Alert>
        )}
        {editing ? (
          <EditReviewForm
            review={review}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              setEdited(true);
            }}
          />
        ) : (
          <ReviewText rating={review.rating} title={review.title} body={review.body} titleOrder={titleOrder} />
        )}
        <Text fz="sm" c="gray.7">
          {t('authored.by', { name: authorName(review.authorName) })} ·{' '}
          {t('authored.writtenOn', { date: formatDate(review.createdAt, lang) })}
        </Text>
        {!editing && (
          <Group gap="xs">
            {!review.removal && (
              <Button
                size="compact-sm"
                variant="default"
                aria-label={t('authored.editLabel', { title: review.title })}
                onClick={() => {
                  setEdited(false);
                  setEditing(true);
                }}
              >
                {t('authored.edit')}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={t('authored.withdrawLabel', { title: review.title })}
              onClick={() => setWithdrawing(true)}
            >
              {t('authored.withdraw')}
            </Button>
          </Group>
        )}
      </Stack>
      {withdrawing && <WithdrawReviewDialog review={review} onClose={() => setWithdrawing(false)} />}
    </Paper>
  );
}
