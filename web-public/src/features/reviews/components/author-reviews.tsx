import { Stack, Title } from '@mantine/core';
import { authorReviewsQuery, useMyReviews } from '../api/get-my-reviews';
import { useReviewsTranslation } from '../i18n';
import { AuthoredReviewCard } from './authored-review-card';

/** Spec §2: the reviews this author already wrote for the contractor, with their status. Nothing while there are none. */
export function AuthorReviews({ contractorId, contractorName }: { contractorId: string; contractorName: string }) {
  const { t } = useReviewsTranslation();
  const { data } = useMyReviews(authorReviewsQuery(contractorId));
  if (!data || data.items.length === 0) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby="author-reviews-title">
      <Title id="author-reviews-title" order={2} fz={{ base: 20, sm: 24 }}>
        {t('authored.listTitle', { name: contractorName })}
      </Title>
      {data.items.map((review) => (
        <AuthoredReviewCard key={review.id} review={review} showContractor={false} titleOrder={3} />
      ))}
    </Stack>
  );
}
