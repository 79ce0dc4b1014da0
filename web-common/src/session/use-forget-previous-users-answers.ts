import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { sessionKey, useSession } from './get-session';

/**
 * A phone shared by a family: once the signed-in user changes (signed out, account deleted, session
 * ended, someone else signed in, an admin viewing as someone), every answer kept for the user before
 * is dropped, so the next person never sees the previous one's requests or drafts while their own
 * are read. The pages on screen read theirs again. A visitor signing in drops nothing: a visitor's
 * answers are what anyone may read.
 */
export function useForgetPreviousUsersAnswers() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const previousUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (user === undefined) return;
    const userId = user?.id ?? null;
    const before = previousUserId.current;
    previousUserId.current = userId;
    if (before === undefined || before === null || before === userId) return;
    void mutate((key) => key !== sessionKey, undefined, { revalidate: true });
  }, [user, mutate]);
}
