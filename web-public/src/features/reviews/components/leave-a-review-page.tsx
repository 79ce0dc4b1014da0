import './leave-a-review-page.css';
import { Alert, Container, Stack, Text } from '@mantine/core';
import { errorMessage, REVIEW_SUCCESS_PARAM } from '@gp/shared';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { NotFoundPage } from '@gp/web-common/components/not-found-page';
import { PageLoader } from '@gp/web-common/components/page-loader';
import { useInBrowser } from '@gp/web-common/hooks/use-in-browser';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import { useSession } from '@gp/web-common/session/get-session';
import { useContractorCard } from '../api/get-contractor-card';
import { authorReviewsQuery, useMyReviews } from '../api/get-my-reviews';
import { useReviewsTranslation } from '../i18n';
import { readReviewDraft } from '../review-draft';
import { AuthorReviews } from './author-reviews';
import { ContractorHeader } from './contractor-header';
import { ReviewForm, type SavedReview } from './review-form';
import { ReviewSaved } from './review-saved';
import { ReturningReviewer } from './returning-reviewer';

/** Spec §5: a contractor cannot review their own profile; the page says so instead of offering the form. */
function OwnProfileWarning() {
  const lang = useLang();
  return (
    <Alert color="yellow" variant="light" role="alert">
      <Text>{errorMessage('REVIEW.OWN_PROFILE', lang)}</Text>
    </Alert>
  );
}

/** Back from sign-in with `?reviewsuccess`: the review now belongs to the account. */
function LinkedNotice() {
  const { t } = useReviewsTranslation();
  const [searchParams] = useSearchParams();
  if (!searchParams.has(REVIEW_SUCCESS_PARAM)) return null;
  return (
    <Alert role="status" color="green" variant="light" title={t('linked.title')}>
      {t('linked.body')}
    </Alert>
  );
}

/** Another tab writing or clearing the draft. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** A draft for this contractor in the browser's storage (none on the server, which has no storage). */
function useHasDraft(contractorId: string): boolean {
  const snapshot = useCallback(() => readReviewDraft(contractorId) !== null, [contractorId]);
  return useSyncExternalStore(subscribeToStorage, snapshot, () => false);
}

/**
 * /{lang}/leave-a-review/:id (spec §2, §4): anyone may review a contractor, whether or not the
 * profile is public yet (that is how a new profile collects its first reviews). An author who
 * already reviewed the contractor (an anonymous reviewer's session included) is told so first,
 * with their reviews below; the form shows once they choose to write another (issue 15).
 */
export function LeaveAReviewPage({ contractorId }: { contractorId: string }) {
  const { t } = useReviewsTranslation();
  usePageTitle(t('pageTitle'));
  const { user } = useSession();
  const { card, isLoading: cardLoading, notFound, failed: cardFailed } = useContractorCard(contractorId);
  const [saved, setSaved] = useState<SavedReview | null>(null);
  const [refusedAsOwn, setRefusedAsOwn] = useState(false);
  const [writing, setWriting] = useState(false);
  const hasDraft = useHasDraft(contractorId);
  const inBrowser = useInBrowser();
  const { data: authored, isLoading: authoredLoading } = useMyReviews(user ? authorReviewsQuery(contractorId) : null);

  if (notFound) return <NotFoundPage />;
  if (cardLoading) return <PageLoader />;
  const contractorName = card?.displayName?.trim() || t('neutralName');
  const header = <ContractorHeader name={contractorName} photoUrl={card?.profilePhotoUrl ?? null} />;
  // Until the author's reviews are known, neither the form nor the notice: one of them would flash.
  // The form starts from the draft in this browser's storage, which the server cannot see: it
  // renders once hydrated, never from the server's HTML (where typing would also be lost). The
  // contractor's header, from the server's answer, shows meanwhile: the server's HTML paints the
  // page's heading at once, not a spinner until the app has loaded.
  if (!inBrowser || user === undefined || (user && authoredLoading && !authored))
    return (
      <Container size="sm" className="page-block">
        <Stack gap="xl">
          {header}
          <div className="review-form-placeholder">
            <PageLoader />
          </div>
        </Stack>
      </Container>
    );

  const member = user && !user.isAnonymous ? user : null;
  const ownProfile = refusedAsOwn || member?.id === contractorId;
  const memberName = member?.displayName?.trim() ?? '';
  const authorName = memberName || (saved?.fields.name.trim() ?? '');
  const latestReview = writing ? undefined : authored?.items[0];

  return (
    <Container size="sm" className="page-block">
      <Stack gap="xl">
        {header}
        {cardFailed && (
          <Alert color="blue" variant="light">
            {t('errors.cardUnavailable')}
          </Alert>
        )}
        {member && <LinkedNotice />}
        {ownProfile ? (
          <OwnProfileWarning />
        ) : saved ? (
          <ReviewSaved
            contractorId={contractorId}
            contractorName={contractorName}
            authorName={authorName}
            saved={saved}
          />
        ) : latestReview ? (
          <ReturningReviewer
            contractorId={contractorId}
            contractorName={contractorName}
            latestReviewId={latestReview.id}
            anonymous={member === null}
            hasDraft={hasDraft}
            onWrite={() => setWriting(true)}
          />
        ) : (
          <ReviewForm
            contractorId={contractorId}
            needsName={memberName === ''}
            prefill={{ name: user?.displayName?.trim() ?? '', email: user?.email ?? '' }}
            focusOnMount={writing}
            onSaved={setSaved}
            onOwnProfile={() => setRefusedAsOwn(true)}
          />
        )}
        {user && !saved && !ownProfile && <AuthorReviews contractorId={contractorId} contractorName={contractorName} />}
      </Stack>
    </Container>
  );
}
