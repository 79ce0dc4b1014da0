import { SimpleGrid, Stack } from '@mantine/core';
import type { AdminReview } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { ApiError } from '@gp/web-common/lib/api-client';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleNotice } from '../../../components/console-notice';
import { EmptyPanel } from '../../../components/empty-panel';
import { ListPager } from '@gp/web-common/components/list-pager';
import { ListError, ListLoading } from '../../../components/list-states';
import { useNotice } from '../../../hooks/use-notice';
import { TabHeader } from '../../../components/tab-header';
import { useConsoleAccess } from '../../../hooks/use-console-access';
import type { HistoryDrawerProps, HistorySubject } from '../../../lib/history-subject';
import { REVIEWS_PAGE_SIZE, useAdminReviews } from '../api/get-admin-reviews';
import { useModerateReview, type ReviewDecision } from '../api/moderate-review';
import { ReviewCard } from './review-card';

/** Answers meaning another admin decided first: the list is re-read and the admin decides again. */
const isLostRace = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'CONCURRENCY.CONFLICT' ||
    error.code === 'REVIEW.ALREADY_APPROVED' ||
    error.code === 'REVIEW.NOT_APPROVED');

/** Spec §2 reviews tab: pending first, Approve / Unapprove, read-more, and each review's history. */
export interface ReviewsTabProps {
  /** The history feature's drawer, passed in by the route (features do not import each other). */
  HistoryDrawer: ComponentType<HistoryDrawerProps>;
}

export function ReviewsTab({ HistoryDrawer }: ReviewsTabProps) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const { canModerate, viewer } = useConsoleAccess();
  const notice = useNotice();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useAdminReviews(page);
  const moderate = useModerateReview();
  const [history, setHistory] = useState<HistorySubject | null>(null);

  const names = useMemo(() => {
    const known = new Map<string, string>();
    for (const review of data?.items ?? []) {
      known.set(review.authorId, review.authorAccountName ?? review.authorName);
      if (review.contractorName) known.set(review.contractorId, review.contractorName);
    }
    if (viewer?.displayName) known.set(viewer.id, viewer.displayName);
    return known;
  }, [data, viewer]);

  const decide = async (review: AdminReview, decision: ReviewDecision) => {
    try {
      await moderate(review.id, decision, review.revision);
      notice.succeed(
        t(decision === 'approve' ? 'reviews.notices.approved' : 'reviews.notices.unapproved', { title: review.title }),
      );
    } catch (caught) {
      const key = isLostRace(caught) ? 'reviews.notices.changedMeanwhile' : 'reviews.notices.failed';
      notice.fail(t(key, { title: review.title, message: apiErrorMessage(caught, lang) }));
    }
  };

  return (
    <Stack gap="md">
      <TabHeader tab="reviews" />
      <ConsoleNotice notice={notice.notice} onDismiss={notice.clear} />
      {error !== undefined && <ListError error={error} onRetry={() => void mutate()} />}
      {data === undefined && error === undefined && <ListLoading />}
      {data && data.items.length === 0 && (
        <EmptyPanel title={t('tabs.reviews.emptyTitle')} body={t('tabs.reviews.emptyBody')} />
      )}
      {data && data.items.length > 0 && (
        <>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, md: 2 }}
            spacing="sm"
            className="plain-list"
            aria-label={t('tabs.reviews.title')}
          >
            {data.items.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                canModerate={canModerate}
                onDecide={decide}
                onShowHistory={(shown) => setHistory({ kind: 'review', id: shown.id, label: shown.title })}
              />
            ))}
          </SimpleGrid>
          <ListPager
            countOnOnePage
            label={t('tabs.reviews.title')}
            page={data.page}
            pageSize={REVIEWS_PAGE_SIZE}
            total={data.total}
            onChange={setPage}
          />
        </>
      )}
      <HistoryDrawer subject={history} names={names} onClose={() => setHistory(null)} />
    </Stack>
  );
}
