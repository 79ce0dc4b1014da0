import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminReview, HideReviewReplyRequest, RemoveReviewRequest } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { ApiError } from '@gp/web-common/lib/api-client';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useMemo, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { useAuthorName } from '@gp/web-common/lib/author-name';
import { ConsoleNotice } from '../../../components/console-notice';
import { EmptyPanel } from '../../../components/empty-panel';
import { ListPager } from '@gp/web-common/components/list-pager';
import { ListError, ListLoading } from '../../../components/list-states';
import { useNotice } from '../../../hooks/use-notice';
import { TabHeader } from '../../../components/tab-header';
import { useConsoleAccess } from '../../../hooks/use-console-access';
import type { HistoryDrawerProps, HistorySubject } from '../../../lib/history-subject';
import { REVIEWS_PAGE_SIZE, useAdminReviews } from '../api/get-admin-reviews';
import { useHideReviewReply } from '../api/hide-review-reply';
import { useModerateReview, type ReviewDecision } from '../api/moderate-review';
import { HideReplyDialog } from './hide-reply-dialog';
import { useRemoveReview } from '../api/remove-review';
import { useRestoreReview } from '../api/restore-review';
import { useShowReviewReply } from '../api/show-review-reply';
import { RemoveReviewDialog } from './remove-review-dialog';
import { ReviewCard } from './review-card';

/** Answers meaning another admin decided first: the list is re-read and the admin decides again. */
const isLostRace = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'CONCURRENCY.CONFLICT' ||
    error.code === 'REVIEW.ALREADY_APPROVED' ||
    error.code === 'REVIEW.NOT_APPROVED' ||
    error.code === 'REVIEW.ALREADY_REMOVED' ||
    error.code === 'REVIEW.NOT_REMOVED');

/** Spec §2 reviews tab: pending first, Approve / Unapprove, Remove (with a reason) / Restore, read-more, the pro's reply (Hide reply / Show reply) and each review's history. */
export interface ReviewsTabProps {
  /** The history feature's drawer, passed in by the route (features do not import each other). */
  HistoryDrawer: ComponentType<HistoryDrawerProps>;
}

export function ReviewsTab({ HistoryDrawer }: ReviewsTabProps) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const authorName = useAuthorName();
  const { canModerate, viewer } = useConsoleAccess();
  const notice = useNotice();
  const [page, setPage] = useState(1);
  // One pro's reviews (`?pro=`): a flood at one profile is read, and decided, on its own.
  const [search, setSearch] = useSearchParams();
  const proFilter = search.get('pro') ?? undefined;
  const filterByPro = (contractorId: string | null) => {
    setPage(1);
    setSearch(contractorId ? { pro: contractorId } : {});
  };
  const { data, error, mutate } = useAdminReviews(page, proFilter);
  const moderate = useModerateReview();
  const hideReply = useHideReviewReply();
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const removeReview = useRemoveReview();
  const restoreReview = useRestoreReview();
  const showReviewReply = useShowReviewReply();
  const [removing, setRemoving] = useState<AdminReview | null>(null);
  const [history, setHistory] = useState<HistorySubject | null>(null);

  const names = useMemo(() => {
    const known = new Map<string, string>();
    for (const review of data?.items ?? []) {
      known.set(review.authorId, review.authorAccountName ?? authorName(review.authorName));
      if (review.contractorName) known.set(review.contractorId, review.contractorName);
    }
    if (viewer?.displayName) known.set(viewer.id, viewer.displayName);
    return known;
  }, [data, viewer, authorName]);

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

  /**
   * A dialog's action: done, it closes with a notice; lost to another admin, it closes and says so (the list is
   * re-read); any other refusal stays in the dialog, which shows it, and the admin may try again.
   */
  const fromDialog =
    <Body,>(run: (reviewId: string, body: Body) => Promise<unknown>, close: () => void, doneKey: string) =>
    async (review: AdminReview, body: Body) => {
      try {
        await run(review.id, body);
      } catch (caught) {
        if (!isLostRace(caught)) throw caught;
        close();
        notice.fail(t('reviews.notices.changedMeanwhile', { title: review.title }));
        return;
      }
      close();
      notice.succeed(t(doneKey, { title: review.title }));
    };
  const hide = fromDialog<HideReviewReplyRequest>(hideReply, () => setHiding(null), 'reviews.notices.replyHidden');
  const remove = fromDialog<RemoveReviewRequest>(removeReview, () => setRemoving(null), 'reviews.notices.removed');

  /** An action sent with the revision shown: done, a notice; lost to another admin or refused, a notice that says so. */
  const withRevision =
    (run: (reviewId: string, expectedRevision: number) => Promise<unknown>, doneKey: string) =>
    async (review: AdminReview) => {
      try {
        await run(review.id, review.revision);
        notice.succeed(t(doneKey, { title: review.title }));
      } catch (caught) {
        const key = isLostRace(caught) ? 'reviews.notices.changedMeanwhile' : 'reviews.notices.failed';
        notice.fail(t(key, { title: review.title, message: apiErrorMessage(caught, lang) }));
      }
    };
  const restore = withRevision(restoreReview, 'reviews.notices.restored');
  const showReply = withRevision(showReviewReply, 'reviews.notices.replyShown');

  return (
    <Stack gap="md">
      <TabHeader tab="reviews" />
      <ConsoleNotice notice={notice.notice} onDismiss={notice.clear} />
      {proFilter && <ProFilterBar name={names.get(proFilter) ?? proFilter} onClear={() => filterByPro(null)} />}
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
                onHideReply={setHiding}
                onRemove={setRemoving}
                onRestore={restore}
                onShowReply={showReply}
                onShowHistory={(shown) => setHistory({ kind: 'review', id: shown.id, label: shown.title })}
                onFilterByPro={proFilter ? undefined : (shown) => filterByPro(shown.contractorId)}
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
      {hiding && <HideReplyDialog review={hiding} onHide={hide} onCancel={() => setHiding(null)} />}
      {removing && <RemoveReviewDialog review={removing} onRemove={remove} onCancel={() => setRemoving(null)} />}
      <HistoryDrawer subject={history} names={names} onClose={() => setHistory(null)} />
    </Stack>
  );
}

/** Says whose reviews the list shows, with the way back to all of them. */
function ProFilterBar({ name, onClear }: { name: string; onClear: () => void }) {
  const { t } = useAppTranslation('admin');
  return (
    <Group gap="xs" role="status">
      <Text size="sm" fw={700}>
        {t('reviews.filteredByPro', { contractor: name })}
      </Text>
      <Button size="xs" variant="light" onClick={onClear}>
        {t('reviews.showAllPros')}
      </Button>
    </Group>
  );
}
