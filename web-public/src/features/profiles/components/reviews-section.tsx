import { Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ProfileReview, RatingSummary } from '@gp/shared';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useProfileReviews } from '../api/get-profile-reviews';
import { useReplyToReview } from '../api/reply-to-review';
import { ReviewReplyView } from './review-reply';
import { useProfileTranslation } from '../i18n';
import { ListPager } from '@gp/web-common/components/list-pager';
import { StarRating } from '@gp/web-common/components/star-rating';
import { formatDate } from '@gp/web-common/lib/format-date';
import { formatAverage } from '@gp/web-common/lib/format-rating';
import { useAuthorName } from '@gp/web-common/lib/author-name';

// Only the reviewed pro sees it: visitors' pages never load the form (nor zod, which checks it).
const ReviewReplyForm = lazy(() =>
  import('./review-reply-form').then((module) => ({ default: module.ReviewReplyForm })),
);

const STARS_DESCENDING = [5, 4, 3, 2, 1] as const;

/** Spec §2: the rounded percent of reviews per star, 5 stars first. */
export function RatingBreakdown({ rating }: { rating: RatingSummary }) {
  const { t } = useProfileTranslation();
  return (
    <Stack gap={6} component="ul" className="plain-list" aria-label={t('reviews.breakdownLabel')}>
      {STARS_DESCENDING.map((star) => {
        const percent = rating.starPercents[star - 1] ?? 0;
        const label = t('reviews.starRow', { count: star, percent });
        return (
          <Group key={star} component="li" gap="sm" wrap="nowrap" aria-label={label}>
            <Text fz="sm" w={84} style={{ whiteSpace: 'nowrap' }} aria-hidden="true">
              {t('reviews.starLabel', { count: star })}
            </Text>
            <Progress value={percent} flex={1} size="md" aria-hidden="true" />
            <Text fz="sm" w={44} ta="right" aria-hidden="true">
              {percent}%
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/**
 * One review and the pro's reply (`name`), with what the owner may add below (`children`). Plain
 * elements and profile.css rather than Mantine's Paper, Stack, Group and Text: a page lists up to a
 * page of reviews, and each of those components costs its render on the server and on hydration.
 */
function ReviewItem({ review, name, children }: { review: ProfileReview; name: string; children: ReactNode }) {
  const { t } = useProfileTranslation();
  const lang = useLang();
  const authorName = useAuthorName();
  return (
    <li className="review-item bordered-card">
      <div className="review-item-head">
        <p className="review-item-title">{review.title}</p>
        <StarRating rating={review.rating} size="sm" />
      </div>
      <p className="review-body">{review.body}</p>
      <p className="review-item-byline">
        {t('reviews.byline', { name: authorName(review.authorName), date: formatDate(review.createdAt, lang) })}
      </p>
      {review.reply && (
        <ReviewReplyView reply={review.reply} name={name} date={formatDate(review.reply.repliedAt, lang)} />
      )}
      {children}
    </li>
  );
}

/**
 * The live reviews with their summary, newest first, a page at a time, each with the pro's reply
 * (`name`); the profile's owner gets a form to write or edit it. Review and reply are plain text.
 */
export function ReviewsSection({
  userId,
  rating,
  name,
  isOwner,
  asVisitor,
}: {
  userId: string;
  rating: RatingSummary;
  name: string;
  isOwner: boolean;
  /** "View as visitor": the list as a signed-out visitor gets it. */
  asVisitor: boolean;
}) {
  const { t } = useProfileTranslation();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useProfileReviews(userId, page, asVisitor);
  const saveReply = useReplyToReview(userId, page);

  return (
    <Stack gap="md" component="section" aria-labelledby="profile-reviews-title">
      <Title order={2} fz="xl" id="profile-reviews-title">
        {t('reviews.title')}
      </Title>
      {rating.average === null ? (
        <Text c="gray.7">{t('rating.none')}</Text>
      ) : (
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Stack gap={4} align="flex-start">
            <Text fz={40} fw={700} lh={1}>
              {formatAverage(rating.average, lang)}
            </Text>
            <StarRating rating={rating.average} />
            <Text fz="sm" c="gray.7">
              {t('rating.count', { count: rating.count })}
            </Text>
          </Stack>
          <Stack flex={1} miw={220} maw={420}>
            <RatingBreakdown rating={rating} />
          </Stack>
        </Group>
      )}
      {isLoading && !data ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={90} />
          <Skeleton height={90} />
        </Stack>
      ) : (
        data &&
        data.items.length > 0 && (
          <Stack gap="sm" component="ol" className="plain-list" aria-label={t('reviews.listLabel')}>
            {data.items.map((review) => (
              <ReviewItem key={review.id} review={review} name={name}>
                {isOwner && (
                  <Suspense fallback={null}>
                    <ReviewReplyForm
                      reviewId={review.id}
                      reply={review.reply}
                      save={(reviewId, text) => saveReply(reviewId, text, lang)}
                    />
                  </Suspense>
                )}
              </ReviewItem>
            ))}
          </Stack>
        )
      )}
      {data && (
        <ListPager
          label={t('reviews.listName')}
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}
