import { Group, Switch, TextInput } from '@mantine/core';
import { useAppTranslation } from '@gp/web-common/lib/i18n';

interface AccountsToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  includeAnonymous: boolean;
  onIncludeAnonymousChange: (include: boolean) => void;
}

/** Search by name, email or phone, and the show-anonymous-accounts toggle (off by default, spec §2). */
export function AccountsToolbar({
  search,
  onSearchChange,
  includeAnonymous,
  onIncludeAnonymousChange,
}: AccountsToolbarProps) {
  const { t } = useAppTranslation('admin');
  return (
    <Group gap="lg" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('accounts.searchLabel')}
        placeholder={t('accounts.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
      />
      <Switch
        label={t('accounts.showAnonymous')}
        checked={includeAnonymous}
        onChange={(event) => onIncludeAnonymousChange(event.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}
