import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useReviewsTranslation } from '../i18n';
import { reviewerEmail } from '../review-draft';
import { reviewAuthLinks } from '../review-links';

interface ReturningReviewerProps {
  contractorId: string;
  contractorName: string;
  /** The author's latest review of the contractor: the one a sign-in confirms. */
  latestReviewId: string;
  /** An anonymous reviewer confirms the review by signing in or creating an account. */
  anonymous: boolean;
  /** A draft for this contractor is kept in the browser. */
  hasDraft: boolean;
  /** Shows the review form (with the draft, when there is one). */
  onWrite: () => void;
}

/**
 * Issue 15: an author back on the review form of a contractor they already reviewed is told so
 * first, instead of a blank form that invites a duplicate. Their reviews, with Edit, follow below;
 * another review (or the draft they started) is one click away.
 */
export function ReturningReviewer({
  contractorId,
  contractorName,
  latestReviewId,
  anonymous,
  hasDraft,
  onWrite,
}: ReturningReviewerProps) {
  const { t } = useReviewsTranslation();
  const lang = useLang();
  // The email of the review this tab sent, when it did: the sign-up starts with it.
  const links = reviewAuthLinks(lang, contractorId, latestReviewId, anonymous ? reviewerEmail() : null);
  return (
    <Paper
      component="section"
      aria-labelledby="returning-reviewer-title"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      bg="blue.0"
    >
      <Stack gap="sm">
        <Title id="returning-reviewer-title" order={2} fz={{ base: 20, sm: 24 }}>
          {t('returning.title', { name: contractorName })}
        </Title>
        <Text>{t(anonymous ? 'returning.anonymousBody' : 'returning.memberBody')}</Text>
        {hasDraft && <Text>{t('returning.draft')}</Text>}
        <Group gap="sm">
          {anonymous && (
            <>
              <Button component={AppLink} to={links.createAccount} state={links.state} size="md">
                {t('saved.createAccount')}
              </Button>
              <Button component={AppLink} to={links.signIn} state={links.state} size="md" variant="default">
                {t('saved.signIn')}
              </Button>
            </>
          )}
          <Button size="md" variant={anonymous ? 'subtle' : 'default'} onClick={onWrite}>
            {t(hasDraft ? 'returning.continueDraft' : 'returning.writeAnother')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
