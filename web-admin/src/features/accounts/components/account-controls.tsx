import { Badge, Button, Checkbox, Group, Switch, Text } from '@mantine/core';
import type { AdminAccount } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useState } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { accountLabel } from '../account-label';

/** What a row's controls report to the tab, which talks to the API and shows the outcome. */
export interface AccountActions {
  setBetaAccess: (account: AdminAccount, value: boolean) => void;
  setAuditor: (account: AdminAccount, value: boolean) => void;
  /** Resolves if the page stays (the tab has shown why); on success the page is left. */
  impersonate: (account: AdminAccount) => Promise<void>;
  /** Opens the confirmation dialog; nothing is deleted before it is confirmed. */
  requestDelete: (account: AdminAccount) => void;
  showHistory: (account: AdminAccount) => void;
}

/** Who sees the console and whether they may change things. */
export interface AccountViewer {
  id: string | null;
  canModerate: boolean;
}

interface ControlProps {
  account: AdminAccount;
  actions: AccountActions;
  viewer: AccountViewer;
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useAppTranslation('admin');
  return <Text size="sm">{value ? t('list.yes') : t('list.no')}</Text>;
}

/** Spec §2: a checkbox that grants or revokes beta access at once; auditors read yes or no. */
export function BetaAccessControl({ account, actions, viewer }: ControlProps) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  if (!viewer.canModerate) return <YesNo value={account.hasBetaAccess} />;
  return (
    <Checkbox
      checked={account.hasBetaAccess}
      onChange={(event) => actions.setBetaAccess(account, event.currentTarget.checked)}
      aria-label={t('accounts.betaAccessLabel', { who: accountLabel(account, lang) })}
    />
  );
}

/** The auditor role; an admin's row says Admin instead, since admins see everything anyway. */
export function AuditorControl({ account, actions, viewer }: ControlProps) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  if (account.isAdmin) {
    return (
      <Badge color="blue" variant="light" styles={{ label: { overflow: 'visible' } }}>
        {t('accounts.adminBadge')}
      </Badge>
    );
  }
  if (!viewer.canModerate) return <YesNo value={account.isAuditor} />;
  return (
    <Switch
      checked={account.isAuditor}
      onChange={(event) => actions.setAuditor(account, event.currentTarget.checked)}
      aria-label={t('accounts.auditorLabel', { who: accountLabel(account, lang) })}
    />
  );
}

/** Admins cannot view as an admin, an anonymous account or themselves (the API refuses too). */
export const canImpersonate = (account: AdminAccount, viewer: AccountViewer) =>
  viewer.canModerate && !account.isAdmin && !account.isAnonymous && account.id !== viewer.id;

export const canDelete = (account: AdminAccount, viewer: AccountViewer) =>
  viewer.canModerate && !account.isAdmin && account.id !== viewer.id;

/** The spec's GM button, named in words (View as / Ver como): view the site as this user. */
export function ImpersonateButton({ account, actions, viewer }: ControlProps) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const [starting, setStarting] = useState(false);
  if (!canImpersonate(account, viewer)) return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={starting}
      aria-label={t('accounts.impersonateLabel', { who: accountLabel(account, lang) })}
      onClick={async () => {
        setStarting(true);
        await actions.impersonate(account);
        setStarting(false);
      }}
    >
      {t('accounts.impersonate')}
    </Button>
  );
}

/**
 * Spec §2: Delete is enabled only after its own confirm checkbox is ticked; then a dialog asks
 * once more before anything is deleted.
 */
export function DeleteAccountControl({ account, actions, viewer }: ControlProps) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const [confirmed, setConfirmed] = useState(false);
  if (!canDelete(account, viewer)) return null;
  const who = accountLabel(account, lang);
  return (
    <Group gap="xs" wrap="nowrap">
      <Checkbox
        label={t('accounts.confirm')}
        aria-label={t('accounts.confirmDeleteLabel', { who })}
        checked={confirmed}
        onChange={(event) => setConfirmed(event.currentTarget.checked)}
      />
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={!confirmed}
        aria-label={t('accounts.deleteLabel', { who })}
        onClick={() => actions.requestDelete(account)}
      >
        {t('accounts.delete')}
      </Button>
    </Group>
  );
}

export function AccountHistoryButton({ account, actions }: Omit<ControlProps, 'viewer'>) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  return (
    <Button
      size="xs"
      variant="subtle"
      aria-label={t('accounts.historyLabel', { who: accountLabel(account, lang) })}
      onClick={() => actions.showHistory(account)}
    >
      {t('accounts.history')}
    </Button>
  );
}

/** Display name with what kind of account it is. */
/** A contractor's last 30 days in one line; other accounts have none. */
export function AccountStats({ account }: { account: AdminAccount }) {
  const { t } = useAppTranslation('admin');
  const { stats } = account;
  return (
    <Text size="sm">
      {stats
        ? t('accounts.stats', {
            views: stats.profileViews,
            whatsapp: stats.whatsappTaps,
            calls: stats.callTaps,
            requests: stats.leads,
          })
        : t('list.none')}
    </Text>
  );
}

export function AccountName({ account }: { account: AdminAccount }) {
  const { t } = useAppTranslation('admin');
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={600}>
        {account.displayName?.trim() || t('list.none')}
      </Text>
      {account.isAnonymous && (
        <Badge color="gray" variant="light" size="sm">
          {t('accounts.anonymousBadge')}
        </Badge>
      )}
    </Group>
  );
}
