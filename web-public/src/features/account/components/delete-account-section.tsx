import { Button, Checkbox, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { DELETE_ACCOUNT_CONFIRMATION } from '@gp/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmActions } from '@gp/web-common/components/confirm-actions';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePendingAction } from '@gp/web-common/hooks/use-pending-action';
import { Dialog } from '../../../components/dialog';
import { useAccountTranslation } from '../../../lib/account-i18n';
import { deleteAccount } from '../api/delete-account';
import { ACCOUNT_DELETED_STATE } from './account-deleted-notice';

/** What deleting erases and what stays, as the section and the dialog both say it. */
function WhatHappens() {
  const { t } = useAccountTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('deleteAccount.erasedTitle')}</Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('deleteAccount.erased.account')}</List.Item>
        <List.Item>{t('deleteAccount.erased.profile')}</List.Item>
        <List.Item>{t('deleteAccount.erased.requests')}</List.Item>
        <List.Item>{t('deleteAccount.erased.sessions')}</List.Item>
      </List>
      <Text fw={600} mt="xs">
        {t('deleteAccount.staysTitle')}
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('deleteAccount.stays.reviews')}</List.Item>
        <List.Item>{t('deleteAccount.stays.history')}</List.Item>
      </List>
    </Stack>
  );
}

/**
 * Asks for the typed word (DELETE / BORRAR) before the red button works, and whether the reviews
 * go too. Once deleted, the server has ended the session: the person lands on the home page,
 * which says so and forgets the session (account-deleted-notice.tsx).
 */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useAccountTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const action = usePendingAction();
  const [typed, setTyped] = useState('');
  const [removeReviews, setRemoveReviews] = useState(false);
  const word = DELETE_ACCOUNT_CONFIRMATION[lang];
  const confirmed = typed.trim().toUpperCase() === word;

  const confirm = () =>
    void action.run(async () => {
      await deleteAccount({ removeReviews }, lang);
      await navigate(`/${lang}`, { state: ACCOUNT_DELETED_STATE });
    });

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('deleteAccount.dialog.title')}
      closeLabel={t('deleteAccount.dialog.close')}
    >
      <Stack gap="md">
        <Text>{t('deleteAccount.dialog.body')}</Text>
        <WhatHappens />
        <Checkbox
          label={t('deleteAccount.dialog.removeReviews')}
          description={t('deleteAccount.dialog.removeReviewsHint')}
          checked={removeReviews}
          onChange={(event) => setRemoveReviews(event.currentTarget.checked)}
        />
        <TextInput
          label={t('deleteAccount.dialog.typeLabel', { word })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <ConfirmActions
          action={action}
          cancelLabel={t('deleteAccount.dialog.cancel')}
          confirmLabel={t('deleteAccount.dialog.confirm')}
          confirmDisabled={!confirmed}
          onCancel={onClose}
          onConfirm={confirm}
        />
      </Stack>
    </Dialog>
  );
}

/** My account's last block: deleting the account, for good. */
export function DeleteAccountSection() {
  const { t } = useAccountTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="delete-account-title">
      <Stack gap="xs" align="flex-start">
        <Title order={2} fz="lg" id="delete-account-title">
          {t('deleteAccount.title')}
        </Title>
        <Text c="gray.7">{t('deleteAccount.intro')}</Text>
        <Button color="red" variant="outline" onClick={() => setOpen(true)}>
          {t('deleteAccount.open')}
        </Button>
      </Stack>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </Paper>
  );
}
