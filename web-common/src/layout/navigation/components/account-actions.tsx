import { Badge, Button, Group, Skeleton } from '@mantine/core';
import { displayNameOrFallback } from '@gp/shared';
import { useAppTranslation } from '../../../lib/i18n';
import { useLang } from '../../../hooks/use-lang';
import { AppLink } from '../../../lib/app-links';
import { useSession } from '../../../session/get-session';
import { useUnreadLeads } from '../../../session/count-unread-leads';
import { useLogOut } from '../../../session/use-log-out';

interface AccountActionsProps {
  /** Full-width buttons, for the mobile menu. */
  stacked?: boolean;
  onNavigate?: () => void;
}

/**
 * Sign-in and sign-up for visitors (anonymous users count as visitors); My account, the
 * admin entry and logout for members. Nothing account-related shows until the session check answers.
 */
export function AccountActions({ stacked = false, onNavigate }: AccountActionsProps) {
  const { t } = useAppTranslation();
  const lang = useLang();
  const { user, isLoading } = useSession();
  const logOut = useLogOut();
  // A pro's requests not yet seen, counted beside My account (a client receives none).
  const unread = useUnreadLeads(Boolean(user?.isContractor && !user.isAnonymous));

  if (isLoading) {
    return (
      <Group gap="sm" aria-hidden="true">
        <Skeleton height={36} width={stacked ? '100%' : 84} radius="md" />
        <Skeleton height={36} width={stacked ? '100%' : 96} radius="md" />
      </Group>
    );
  }

  if (!user || user.isAnonymous) {
    return (
      <>
        <Button component={AppLink} to={`/${lang}/signin`} variant="default" fullWidth={stacked} onClick={onNavigate}>
          {t('nav.signIn')}
        </Button>
        <Button component={AppLink} to={`/${lang}/create-account`} fullWidth={stacked} onClick={onNavigate}>
          {t('nav.signUp')}
        </Button>
      </>
    );
  }

  return (
    <>
      {user.isAdmin && (
        <Button
          component={AppLink}
          to={`/${lang}/admin/accounts`}
          variant="default"
          fullWidth={stacked}
          onClick={onNavigate}
        >
          {t('nav.admin')}
        </Button>
      )}
      {/* Clients and pros alike: a client has no profile to land on (issue 15); a pro's is one tab away. */}
      <Button
        component={AppLink}
        to={`/${lang}/account`}
        variant="light"
        fullWidth={stacked}
        onClick={onNavigate}
        title={displayNameOrFallback(user, lang)}
        aria-label={unread ? t('nav.myAccountUnread', { count: unread }) : undefined}
        rightSection={
          unread ? (
            <Badge size="sm" circle aria-hidden="true">
              {unread}
            </Badge>
          ) : undefined
        }
      >
        {t('nav.myAccount')}
      </Button>
      <Button
        variant="subtle"
        color="gray"
        c="gray.9"
        fullWidth={stacked}
        onClick={() => {
          onNavigate?.();
          void logOut();
        }}
      >
        {t('nav.logOut')}
      </Button>
    </>
  );
}
