import { Alert, Container } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { sessionKey, signedOutSession } from '@gp/web-common/session/get-session';
import { useAccountTranslation } from '../../../lib/account-i18n';

/** The navigation state the deletion lands on the home page with. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

const cameFromDeletion = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { accountDeleted?: unknown }).accountDeleted === true;

/**
 * On the home page after the person deleted their account: says it is done, and forgets the
 * session here, once the account page (which needs one) is gone — the server already ended it.
 */
export function AccountDeletedNotice() {
  const { t } = useAccountTranslation();
  const { state } = useLocation();
  const { mutate } = useSWRConfig();
  const deleted = cameFromDeletion(state);
  useEffect(() => {
    if (deleted) void mutate(sessionKey, signedOutSession, { revalidate: false });
  }, [deleted, mutate]);
  if (!deleted) return null;
  return (
    <Container size="md" pt="md">
      <Alert color="green" variant="light" role="status" title={t('deleteAccount.done.title')}>
        {t('deleteAccount.done.body')}
      </Alert>
    </Container>
  );
}
