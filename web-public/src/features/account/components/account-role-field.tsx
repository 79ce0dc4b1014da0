import { Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { ACCOUNT_ROLES, type AccountRole, type SessionUser } from '@gp/shared';
import { useState } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { Dialog } from '../../../components/dialog';
import { SaveStatusMessage } from '../../../components/display-name-field';
import { useDebouncedSave } from '../../../hooks/use-debounced-save';
import { useAccountTranslation } from '../../../lib/account-i18n';
import { useChangeAccountRole } from '../api/change-account-role';

const roleOf = (user: SessionUser): AccountRole => (user.isContractor ? 'contractor' : 'client');

/**
 * Client or pro (issue 15), changeable at any time. Becoming a client takes a pro's profile off the public site,
 * so that direction asks first; becoming a pro is saved at once and points to the profile setup.
 */
export function AccountRoleField({ user }: { user: SessionUser }) {
  const { t } = useAccountTranslation();
  const lang = useLang();
  const [value, setValue] = useState<AccountRole>(roleOf(user));
  const [confirming, setConfirming] = useState(false);
  const { status, schedule } = useDebouncedSave(useChangeAccountRole(), 0);
  const save = (role: AccountRole) => {
    setValue(role);
    schedule(role);
  };
  const pick = (next: string) => {
    const role = next as AccountRole;
    if (role === 'client' && value === 'contractor') setConfirming(true);
    else save(role);
  };
  return (
    <Stack gap={6}>
      <Radio.Group name="role" label={t('role.label')} value={value} onChange={pick}>
        <Stack gap="sm" mt="xs">
          {ACCOUNT_ROLES.map((role) => (
            <Radio key={role} value={role} label={t(`role.options.${role}`)} description={t(`role.hints.${role}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <SaveStatusMessage status={status} onRetry={() => schedule(value)} />
      {status === 'saved' && value === 'contractor' && !user.profileComplete && (
        <Text fz="sm">
          <Anchor component={AppLink} to={`/${lang}/account-setup/basic-info`} fw={600}>
            {t('role.setUpProfile')}
          </Anchor>
        </Text>
      )}
      <Dialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('role.confirmTitle')}
        closeLabel={t('role.close')}
      >
        <Stack gap="md">
          <Text>{t('role.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('role.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                save('client');
              }}
            >
              {t('role.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
