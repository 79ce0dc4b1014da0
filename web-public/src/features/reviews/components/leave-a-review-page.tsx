import { Alert, Container, Stack, Text } from '@mantine/core';
import { errorMessage } from '@gp/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NotFoundPage } from '@gp/web-common/components/not-found-page';
import { PageLoader } from '@gp/web-common/components/page-loader';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import { useSession } from '@gp/web-common/session/get-session';
import { useContractorCard } from '../api/get-contractor-card';
import { useReviewsTranslation } from '../i18n';
import { REVIEW_SUCCESS_PARAM } from '../review-links';
import { AuthorReviews } from './author-reviews';
import { ContractorHeader } from './contractor-header';
import { ReviewForm, type SavedReview } from './review-form';
import { ReviewSaved } from './review-saved';

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

/**
 * /{lang}/leave-a-review/:id (spec §2, §4): anyone may review a contractor, whether or not the
 * profile is public yet (that is how a new profile collects its first reviews).
 */
export function LeaveAReviewPage({ contractorId }: { contractorId: string }) {
  const { t } = useReviewsTranslation();
  usePageTitle(t('pageTitle'));
  const { user } = useSession();
  const { card, isLoading: cardLoading, notFound, failed: cardFailed } = useContractorCard(contractorId);
  const [saved, setSaved] = useState<SavedReview | null>(null);
  const [refusedAsOwn, setRefusedAsOwn] = useState(false);

  if (notFound) return <NotFoundPage />;
  if (user === undefined || cardLoading) return <PageLoader />;

  const member = user && !user.isAnonymous ? user : null;
  const ownProfile = refusedAsOwn || member?.id === contractorId;
  const contractorName = card?.displayName?.trim() || t('neutralName');
  const memberName = member?.displayName?.trim() ?? '';
  const authorName = memberName || (saved?.fields.name.trim() ?? '');

  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <Stack gap="xl">
        <ContractorHeader name={contractorName} photoUrl={card?.profilePhotoUrl ?? null} />
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
        ) : (
          <ReviewForm
            contractorId={contractorId}
            needsName={memberName === ''}
            prefill={{ name: user?.displayName?.trim() ?? '', email: user?.email ?? '' }}
            onSaved={setSaved}
            onOwnProfile={() => setRefusedAsOwn(true)}
          />
        )}
        {user && !saved && !ownProfile && <AuthorReviews contractorId={contractorId} contractorName={contractorName} />}
      </Stack>
    </Container>
  );
}
