import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminAccount } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { formatDate } from '@gp/web-common/lib/format-date';
import {
  AccountHistoryButton,
  AccountName,
  AccountStats,
  AuditorControl,
  BetaAccessControl,
  DeleteAccountControl,
  ImpersonateButton,
  type AccountActions,
  type AccountViewer,
} from './account-controls';

export interface AccountsViewProps {
  accounts: AdminAccount[];
  actions: AccountActions;
  viewer: AccountViewer;
}

/** Accounts at 1280 px and wider (spec §9): one row each. Auditors get no View as or Delete column. */
export function AccountsTable({ accounts, actions, viewer }: AccountsViewProps) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const column = (name: string) => t(`accounts.columns.${name}`);
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="sm" highlightOnHover>
        {/* The h2 above says it visually; the caption names the table for screen readers. */}
        <VisuallyHidden component="caption">{t('accounts.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {viewer.canModerate && <Table.Th>{column('impersonate')}</Table.Th>}
            <Table.Th>{column('email')}</Table.Th>
            <Table.Th>{column('displayName')}</Table.Th>
            <Table.Th>{column('phone')}</Table.Th>
            <Table.Th>{column('betaAccess')}</Table.Th>
            <Table.Th>{column('auditor')}</Table.Th>
            <Table.Th>{column('stats')}</Table.Th>
            <Table.Th>{column('createdAt')}</Table.Th>
            <Table.Th>{column('history')}</Table.Th>
            {viewer.canModerate && <Table.Th>{column('delete')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id}>
              {viewer.canModerate && (
                <Table.Td>
                  <ImpersonateButton account={account} actions={actions} viewer={viewer} />
                </Table.Td>
              )}
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {account.email ?? t('list.none')}
                </Text>
              </Table.Td>
              <Table.Td>
                <AccountName account={account} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{account.phoneNumberDisplay ?? t('list.none')}</Text>
              </Table.Td>
              <Table.Td>
                <BetaAccessControl account={account} actions={actions} viewer={viewer} />
              </Table.Td>
              <Table.Td>
                <AuditorControl account={account} actions={actions} viewer={viewer} />
              </Table.Td>
              <Table.Td>
                <AccountStats account={account} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(account.createdAt, lang)}
                </Text>
              </Table.Td>
              <Table.Td>
                <AccountHistoryButton account={account} actions={actions} />
              </Table.Td>
              {viewer.canModerate && (
                <Table.Td>
                  <DeleteAccountControl account={account} actions={actions} viewer={viewer} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
