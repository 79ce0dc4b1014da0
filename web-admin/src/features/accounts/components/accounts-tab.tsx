import { Stack, Text } from '@mantine/core';
import { EDIT_DEBOUNCE_MS, type AdminAccount, type Lang } from '@gp/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ConsoleNotice } from '../../../components/console-notice';
import { EmptyPanel } from '../../../components/empty-panel';
import { ListPager } from '@gp/web-common/components/list-pager';
import { ListError, ListLoading } from '../../../components/list-states';
import { useNotice } from '../../../hooks/use-notice';
import { TabHeader } from '../../../components/tab-header';
import { useConsoleAccess } from '../../../hooks/use-console-access';
import type { HistoryDrawerProps, HistorySubject } from '../../../lib/history-subject';
import { accountLabel } from '../account-label';
import { accountsKey, ACCOUNTS_PAGE_SIZE, useAccounts } from '../api/get-accounts';
import { useDeleteAccount } from '../api/delete-account';
import { useAccountActions } from '../hooks/use-account-actions';
import { useAccountsLayout } from '../hooks/use-accounts-layout';
import { AccountCards } from './account-cards';
import { AccountsTable } from './accounts-table';
import { AccountsToolbar } from './accounts-toolbar';

/** Name and email, so the admin sees exactly whom they are deleting. */
const describeAccount = (account: AdminAccount, lang: Lang) =>
  account.displayName?.trim() && account.email
    ? `${account.displayName.trim()} (${account.email})`
    : accountLabel(account, lang);

/** Spec §2 accounts tab: search, anonymous toggle, the list (table or cards), paging, beta keys and history. */
export interface AccountsTabProps {
  /** The history feature's drawer, passed in by the route (features do not import each other). */
  HistoryDrawer: ComponentType<HistoryDrawerProps>;
  /** The beta-keys feature's button, passed in by the route. */
  NewBetaKeyButton: ComponentType<{ onError: (message: string) => void }>;
}

export function AccountsTab({ HistoryDrawer, NewBetaKeyButton }: AccountsTabProps) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const { canModerate, viewer } = useConsoleAccess();
  const notice = useNotice();
  const layout = useAccountsLayout();

  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), EDIT_DEBOUNCE_MS);
  const [includeAnonymous, setIncludeAnonymous] = useState(false);
  // A page number belongs to the search it was chosen for: a new search starts at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;

  const query = { search, includeAnonymous, page };
  const listKey = accountsKey(query);
  const { data, error, mutate } = useAccounts(query);

  const [deleting, setDeleting] = useState<AdminAccount | null>(null);
  const [history, setHistory] = useState<HistorySubject | null>(null);
  const deleteAccount = useDeleteAccount();
  const showHistory = useCallback(
    (account: AdminAccount) => setHistory({ kind: 'account', id: account.id, label: accountLabel(account, lang) }),
    [lang],
  );
  const actions = useAccountActions(listKey, { notice, requestDelete: setDeleting, showHistory });

  const names = useMemo(() => {
    const known = new Map<string, string>(
      (data?.items ?? []).map((account) => [account.id, accountLabel(account, lang)]),
    );
    if (viewer)
      known.set(viewer.id, accountLabel({ id: viewer.id, displayName: viewer.displayName, email: viewer.email }, lang));
    return known;
  }, [data, viewer, lang]);

  const confirmDelete = async (account: AdminAccount) => {
    await deleteAccount(account.id);
    setDeleting(null);
    notice.succeed(t('accounts.notices.deleted', { who: accountLabel(account, lang) }));
  };

  const listViewer = { id: viewer?.id ?? null, canModerate };
  const View = layout === 'table' ? AccountsTable : AccountCards;

  return (
    <Stack gap="md">
      <TabHeader tab="accounts">{canModerate && <NewBetaKeyButton onError={notice.fail} />}</TabHeader>
      <AccountsToolbar
        search={searchInput}
        onSearchChange={setSearchInput}
        includeAnonymous={includeAnonymous}
        onIncludeAnonymousChange={(include) => {
          setIncludeAnonymous(include);
          setPaging({ search, page: 1 });
        }}
      />
      <ConsoleNotice notice={notice.notice} onDismiss={notice.clear} />
      {error !== undefined && <ListError error={error} onRetry={() => void mutate()} />}
      {data === undefined && error === undefined && <ListLoading />}
      {data && data.items.length === 0 && (
        <EmptyPanel
          title={search ? t('accounts.noMatchTitle', { search }) : t('tabs.accounts.emptyTitle')}
          body={search ? t('accounts.noMatchBody') : t('tabs.accounts.emptyBody')}
        />
      )}
      {data && data.items.length > 0 && (
        <>
          <View accounts={data.items} actions={actions} viewer={listViewer} />
          <ListPager
            countOnOnePage
            label={t('tabs.accounts.title')}
            page={data.page}
            pageSize={ACCOUNTS_PAGE_SIZE}
            total={data.total}
            onChange={(next) => setPaging({ search, page: next })}
          />
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('accounts.deleteDialog.title')}
          confirmLabel={t('accounts.deleteDialog.confirm')}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <Text>{t('accounts.deleteDialog.body', { who: describeAccount(deleting, lang) })}</Text>
        </ConfirmDialog>
      )}
      <HistoryDrawer subject={history} names={names} onClose={() => setHistory(null)} />
    </Stack>
  );
}
