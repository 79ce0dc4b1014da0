import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { sessionKey, signedOutSession } from '@gp/web-common/session/get-session';

/** The navigation state the deletion lands on the home page with. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

// Shown once in a person's life: its words (the whole account namespace) and the Alert download
// only then, not with every visit to the home page.
const AccountDeletedAlert = lazy(() =>
  import('./account-deleted-alert').then((module) => ({ default: module.AccountDeletedAlert })),
);

const cameFromDeletion = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { accountDeleted?: unknown }).accountDeleted === true;

/**
 * On the home page after the person deleted their account: says it is done, and forgets the
 * session here, once the account page (which needs one) is gone — the server already ended it.
 */
export function AccountDeletedNotice() {
  const { state } = useLocation();
  const { mutate } = useSWRConfig();
  const deleted = cameFromDeletion(state);
  useEffect(() => {
    if (deleted) void mutate(sessionKey, signedOutSession, { revalidate: false });
  }, [deleted, mutate]);
  if (!deleted) return null;
  return (
    <Suspense fallback={null}>
      <AccountDeletedAlert />
    </Suspense>
  );
}
