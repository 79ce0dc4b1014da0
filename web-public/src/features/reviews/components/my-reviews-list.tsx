import { Alert, Button, Center, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MY_REVIEWS_PAGE_SIZE, useMyReviews } from '../api/get-my-reviews';
import { useReviewsTranslation } from '../i18n';
import { AuthoredReviewCard } from './authored-review-card';

const PAGE_PARAM = 'page';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useReviewsTranslation();
  return (
    <Group component="nav" aria-label={t('myReviews.pagesLabel')} justify="space-between" gap="sm">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('myReviews.previous')}
      </Button>
      <Text fz="sm" c="gray.7">
        {t('myReviews.page', { page, pages })}
      </Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('myReviews.next')}
      </Button>
    </Group>
  );
}

/** The account page's reviews tab (spec §2): the reviews the member wrote, newest first, a page at a time. */
export function MyReviewsList({ empty }: { empty: ReactNode }) {
  const { t } = useReviewsTranslation();
  const { t: tCommon } = useTranslation();
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
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">{t('myReviews.loadError')}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void mutate()}>
            {t('myReviews.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!data || data.total === 0) return empty;
  const pages = Math.max(1, Math.ceil(data.total / MY_REVIEWS_PAGE_SIZE));
  return (
    <Stack gap="md">
      {data.items.map((review) => (
        <AuthoredReviewCard key={review.id} review={review} showContractor titleOrder={2} />
      ))}
      {(pages > 1 || page > 1) && <Pager page={page} pages={pages} onPage={goTo} />}
    </Stack>
  );
}
