import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { AccountRole } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useAuthTranslation } from '../i18n';

interface BetaAccessNoteProps {
  role: AccountRole;
  /** The link carries a well-formed beta key (an invitation). */
  invited: boolean;
  /** The link brings the person back to a page of this site once signed up (the review form). */
  returns: boolean;
}

/**
 * What the beta means for this sign-up, said before anyone signs up (issue 40): a pro joins by
 * invitation, how to ask for one and what happens without it (the waitlist, which moves on by
 * itself); a client learns that nothing they came for needs an account, or that they come back.
 */
export function BetaAccessNote({ role, invited, returns }: BetaAccessNoteProps) {
  const { t } = useAuthTranslation();
  const lang = useLang();
  if (role === 'contractor' && invited) {
    return (
      <Alert color="green" variant="light" role="note" title={t('beta.proInvitedTitle')}>
        {t('beta.proInvited')}
      </Alert>
    );
  }
  if (role === 'contractor') {
    return (
      <Paper component="section" aria-labelledby="beta-note-title" radius="md" p="md" bg="blue.0">
        <Stack gap="xs">
          <Text id="beta-note-title" fw={700}>
            {t('beta.proTitle')}
          </Text>
          <Text fz="sm">{t('beta.proInvite')}</Text>
          <Text fz="sm">{t('beta.proAsk')}</Text>
          <Text fz="sm">{t('beta.proNext')}</Text>
          <Group gap="md">
            <Anchor component={AppLink} to={`/${lang}/contact`} fz="sm" fw={600} className="target-link">
              {t('beta.proAskLink')}
            </Anchor>
            <Anchor component={AppLink} to={`/${lang}/faq`} fz="sm" fw={600} className="target-link">
              {t('beta.faqLink')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    );
  }
  if (returns) return <Text c="gray.7">{t('beta.returns')}</Text>;
  if (invited) return null;
  return (
    <Text c="gray.7" fz="sm">
      {t('beta.client')}
    </Text>
  );
}
