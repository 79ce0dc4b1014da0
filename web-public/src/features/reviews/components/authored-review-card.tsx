import { Anchor, Badge, Group, Paper, Stack, Text, type TitleOrder } from '@mantine/core';
import type { AuthoredReview, Lang } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useReviewsTranslation } from '../i18n';
import { profilePath } from '../review-links';
import { ReviewText } from './review-text';

type StatusLabel = 'published' | 'pending' | 'awaitingSignIn';

/** Live means shown on the profile; an approved review of an anonymous author waits for them to log in. */
function statusLabel(review: AuthoredReview): StatusLabel {
  if (review.isLive) return 'published';
  return review.status === 'approved' ? 'awaitingSignIn' : 'pending';
}

const dateFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }),
  es: new Intl.DateTimeFormat('es-CR', { dateStyle: 'medium' }),
};

export function ReviewStatusBadge({ review }: { review: AuthoredReview }) {
  const { t } = useReviewsTranslation();
  const label = statusLabel(review);
  return (
    <Badge variant="light" color={label === 'published' ? 'green' : 'blue'} tt="none" size="lg" fw={600}>
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

/** One review as its author sees it: status, text and date. */
export function AuthoredReviewCard({ review, showContractor, titleOrder }: AuthoredReviewCardProps) {
  const { t } = useReviewsTranslation();
  const lang = useLang();
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
        <ReviewText rating={review.rating} title={review.title} body={review.body} titleOrder={titleOrder} />
        <Text fz="sm" c="gray.7">
          {t('authored.by', { name: review.authorName })} ·{' '}
          {t('authored.writtenOn', { date: dateFormats[lang].format(new Date(review.createdAt)) })}
        </Text>
      </Stack>
    </Paper>
  );
}
