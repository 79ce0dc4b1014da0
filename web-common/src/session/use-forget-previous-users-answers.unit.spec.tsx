import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type Cache } from 'swr';
import { sessionUser } from '../testing/session-user';
import { sessionKey, type Session } from './get-session';
import { useForgetPreviousUsersAnswers } from './use-forget-previous-users-answers';

const LEADS_KEY = '/api/v1/account/leads?page=1&pageSize=20';
const DIRECTORY_KEY = '/api/v1/pros?page=1';

/** The hook in an app whose cache holds a signed-in page's answers; returns the cache and SWR's mutate. */
function renderWithAnswers(session: Session) {
  const cache: Cache = new Map();
  cache.set(sessionKey, { data: session });
  cache.set(LEADS_KEY, { data: { items: [{ name: 'Carlos' }] } });
  cache.set(DIRECTORY_KEY, { data: { items: [] } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, revalidateOnMount: false, revalidateOnFocus: false }}>
      {children}
    </SWRConfig>
  );
  const { result } = renderHook(
    () => {
      useForgetPreviousUsersAnswers();
      return useSWRConfig().mutate;
    },
    { wrapper },
  );
  const switchSession = (next: Session) => act(async () => void (await result.current(sessionKey, next, false)));
  return { cache, switchSession };
}

const kept = (cache: Cache, key: string) => cache.get(key)?.data !== undefined;

describe('the answers kept for a signed-in user', () => {
  it.each([
    ['signs out', { user: null }],
    ['is replaced by someone else', { user: sessionUser({ id: 'user-2' }) }],
  ])('are dropped when the user %s, every one but the session', async (_, next) => {
    const { cache, switchSession } = renderWithAnswers({ user: sessionUser({ id: 'user-1' }) });
    await switchSession(next);
    await waitFor(() => expect(kept(cache, LEADS_KEY)).toBe(false));
    expect(kept(cache, DIRECTORY_KEY)).toBe(false);
    expect(cache.get(sessionKey)?.data).toEqual(next);
  });

  it('are kept when the same user is read again, and a visitor who signs in keeps what a visitor read', async () => {
    const same = renderWithAnswers({ user: sessionUser({ id: 'user-1' }) });
    await same.switchSession({ user: sessionUser({ id: 'user-1', displayName: 'Ana R.' }) });
    expect(kept(same.cache, LEADS_KEY)).toBe(true);

    const visitor = renderWithAnswers({ user: null });
    await visitor.switchSession({ user: sessionUser({ id: 'user-1' }) });
    expect(kept(visitor.cache, DIRECTORY_KEY)).toBe(true);
  });
});
