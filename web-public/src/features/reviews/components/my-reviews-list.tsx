import { Center, Loader, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { useSearchParams } from 'react-router';
import { ListPager } from '@gp/web-common/components/list-pager';
import { LoadErrorAlert } from '@gp/web-common/components/load-error-alert';
import { MY_REVIEWS_PAGE_SIZE, useMyReviews } from '../api/get-my-reviews';
import { useReviewsTranslation } from '../i18n';
import { AuthoredReviewCard } from './authored-review-card';

const PAGE_PARAM = 'page';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The account page's reviews tab (spec §2): the reviews the member wrote, newest first, a page at a time. */
export function MyReviewsList({ empty }: { empty: ReactNode }) {
  const { t } = useReviewsTranslation();
  const { t: tCommon } = useAppTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get(PAGE_PARAM));
  const { data, error, isLoading, mutate } = useMyReviews({ page });

  const goTo = (next: number) => {
    const params = new URLSearchParams(searchParams);
    params.set(PAGE_PARAM, String(next));
    setSearchParams(params);
  };

  if (isLoading && !data) {
    return (
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <VisuallyHidden>{tCommon('status.loading')}</VisuallyHidden>
      </Center>
    );
  }
  if (error && !data) {
    return <LoadErrorAlert error={error} message={t('myReviews.loadError')} onRetry={() => void mutate()} />;
  }
  if (!data || data.total === 0) return empty;
  return (
    <Stack gap="md">
      {data.items.map((review) => (
        <AuthoredReviewCard key={review.id} review={review} showContractor titleOrder={2} />
      ))}
      <ListPager
        label={t('myReviews.listName')}
        page={page}
        pageSize={MY_REVIEWS_PAGE_SIZE}
        total={data.total}
        onChange={goTo}
        countOnOnePage={page > 1}
      />
    </Stack>
  );
}
