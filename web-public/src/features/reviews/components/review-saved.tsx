import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { restrictedRouteRedirect } from '@gp/shared';
import { useFocusOnMount } from '@gp/web-common/hooks/use-focus-on-mount';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useSession } from '@gp/web-common/session/get-session';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useProfileVisible } from '../api/get-profile-visible';
import { useReviewsTranslation } from '../i18n';
import { profilePath, reviewAuthLinks } from '../review-links';
import type { SavedReview } from './review-form';
import { ReviewText } from './review-text';

interface ReviewSavedProps {
  contractorId: string;
  contractorName: string;
  authorName: string;
  saved: SavedReview;
}

function SavedSummary({ saved, authorName }: { saved: SavedReview; authorName: string }) {
  const { t } = useReviewsTranslation();
  const { rating, title, body } = saved.fields;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      bg="gray.0"
      aria-labelledby="saved-review-summary"
    >
      <Stack gap="sm">
        <Text id="saved-review-summary" fz="sm" fw={600} c="gray.7" tt="uppercase">
          {t('saved.summaryTitle')}
        </Text>
        <ReviewText rating={rating} title={title.trim()} body={body.trim()} titleOrder={3} />
        <Text fz="sm" c="gray.7">
          {t('authored.by', { name: authorName })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** An anonymous author confirms the review by signing in or creating an account (spec §2, §4). */
function AnonymousNextStep({ contractorId, contractorName, saved }: Omit<ReviewSavedProps, 'authorName'>) {
  const { t } = useReviewsTranslation();
  const lang = useLang();
  const links = reviewAuthLinks(lang, contractorId, saved.reviewId, saved.fields.email);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack gap="md">
      <Title ref={heading} tabIndex={-1} order={2} fz={{ base: 22, sm: 26 }}>
        {t('saved.anonymousTitle')}
      </Title>
      <Text>{t('saved.anonymousBody', { name: contractorName })}</Text>
      <Group gap="sm">
        <Button component={AppLink} to={links.createAccount} state={links.state} size="md">
          {t('saved.createAccount')}
        </Button>
        <Button component={AppLink} to={links.signIn} state={links.state} size="md" variant="default">
          {t('saved.signIn')}
        </Button>
      </Group>
    </Stack>
  );
}

const MY_REVIEWS_TAB = 'account?tab=reviews';

/**
 * A member's review waits only for moderation. The profile link shows once the profile can be
 * seen, the link to My reviews when the account page would let the member in.
 */
function MemberThanks({ contractorId, contractorName }: Pick<ReviewSavedProps, 'contractorId' | 'contractorName'>) {
  const { t } = useReviewsTranslation();
  const lang = useLang();
  const { user } = useSession();
  const profileVisible = useProfileVisible(contractorId);
  const myReviews = `/${lang}/${MY_REVIEWS_TAB}`;
  const accountOpen = user ? restrictedRouteRedirect(user, lang, myReviews) === null : false;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack gap="md">
      <Title ref={heading} tabIndex={-1} order={2} fz={{ base: 22, sm: 26 }}>
        {t('saved.memberTitle')}
      </Title>
      <Text>{t('saved.memberBody', { name: contractorName })}</Text>
      <Group gap="sm">
        {profileVisible && (
          <Button component={AppLink} to={profilePath(lang, contractorId)} size="md">
            {t('saved.backToProfile', { name: contractorName })}
          </Button>
        )}
        {accountOpen && (
          <Button component={AppLink} to={myReviews} variant="default" size="md">
            {t('saved.myReviews')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** What replaces the form once the review is saved: the next step, then a summary of the review. */
export function ReviewSaved({ contractorId, contractorName, authorName, saved }: ReviewSavedProps) {
  return (
    <Stack gap="lg">
      {saved.authorIsAnonymous ? (
        <AnonymousNextStep contractorId={contractorId} contractorName={contractorName} saved={saved} />
      ) : (
        <MemberThanks contractorId={contractorId} contractorName={contractorName} />
      )}
      <SavedSummary saved={saved} authorName={authorName} />
    </Stack>
  );
}
