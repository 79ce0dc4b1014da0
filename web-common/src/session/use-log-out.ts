import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { useLang } from '../hooks/use-lang';
import { useAppNavigate } from '../lib/app-links';
import { signedOutSession, sessionKey } from './get-session';
import { signOut } from './sign-out';

/**
 * Spec §2 logout: sign out (errors ignored), go to /{lang}/signin, then forget the session. The
 * session is cleared in an effect once the sign-in page is on screen: a restricted page still
 * showing would otherwise see a visitor and redirect on its own, to sign-in with a nextRoute.
 */
export function useLogOut() {
  const lang = useLang();
  const { pathname } = useLocation();
  const appNavigate = useAppNavigate();
  const { mutate } = useSWRConfig();
  const leavingFor = useRef<string | null>(null);
  const forgetSession = useCallback(() => mutate(sessionKey, signedOutSession, { revalidate: false }), [mutate]);

  useEffect(() => {
    if (leavingFor.current === null || pathname !== leavingFor.current) return;
    leavingFor.current = null;
    void forgetSession();
  }, [pathname, forgetSession]);

  return useCallback(async () => {
    await signOut();
    const signInPath = `/${lang}/signin`;
    if (pathname === signInPath) return void forgetSession();
    leavingFor.current = signInPath;
    await appNavigate(signInPath);
  }, [lang, pathname, appNavigate, forgetSession]);
}
