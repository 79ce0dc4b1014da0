import { DataList, Group, Paper, Stack, Text } from '@mantine/core';
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
import type { AccountsViewProps } from './accounts-table';

function AccountCard({
  account,
  actions,
  viewer,
}: {
  account: AdminAccount;
  actions: AccountActions;
  viewer: AccountViewer;
}) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const column = (name: string) => t(`accounts.columns.${name}`);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Stack gap={2}>
          <AccountName account={account} />
          <Text size="sm" c="gray.7" style={{ wordBreak: 'break-word' }}>
            {account.email ?? t('list.none')}
          </Text>
        </Stack>
        <DataList size="sm" labelWidth={120} gap="xs">
          <DataList.Item>
            <DataList.ItemLabel>{column('phone')}</DataList.ItemLabel>
            <DataList.ItemValue>{account.phoneNumberDisplay ?? t('list.none')}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{column('stats')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <AccountStats account={account} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{column('createdAt')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(account.createdAt, lang)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{column('betaAccess')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <BetaAccessControl account={account} actions={actions} viewer={viewer} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{column('auditor')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <AuditorControl account={account} actions={actions} viewer={viewer} />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
        <Group gap="sm" justify="space-between">
          <Group gap="xs">
            <ImpersonateButton account={account} actions={actions} viewer={viewer} />
            <AccountHistoryButton account={account} actions={actions} />
          </Group>
          <DeleteAccountControl account={account} actions={actions} viewer={viewer} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** Accounts below 1280 px (spec §9): one card each, the same controls as the table. */
export function AccountCards({ accounts, actions, viewer }: AccountsViewProps) {
  const { t } = useAppTranslation('admin');
  return (
    <Stack component="ul" gap="sm" className="plain-list" aria-label={t('accounts.caption')}>
      {accounts.map((account) => (
        <AccountCard key={account.id} account={account} actions={actions} viewer={viewer} />
      ))}
    </Stack>
  );
}
