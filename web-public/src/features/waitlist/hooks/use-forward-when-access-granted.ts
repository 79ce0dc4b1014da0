import { routeAfterSignIn } from '@gp/shared';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useAppNavigate } from '@gp/web-common/lib/app-links';
import { sessionKey, type Session } from '@gp/web-common/session/get-session';
import { watchAccess } from '@gp/web-common/session/session-events';

/**
 * Spec §2 coming-soon: watches the signed-in user's access live and, once it is granted, re-reads
 * the session and moves on as a fresh sign-in would (the terms first when unsigned, then setup).
 */
export function useForwardWhenAccessGranted(signedIn: boolean) {
  const lang = useLang();
  const appNavigate = useAppNavigate();
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (!signedIn) return;
    let forwarding = false;
    return watchAccess((access) => {
      if (forwarding || !(access.hasBetaAccess || access.isAdmin)) return;
      forwarding = true;
      mutate<Session>(sessionKey)
        .then((session) => {
          if (session?.user) return appNavigate(routeAfterSignIn(session.user, lang, null), { replace: true });
          forwarding = false;
        })
        .catch(() => {
          // The next access event (the stream reconnects by itself) tries again.
          forwarding = false;
        });
    });
  }, [signedIn, lang, appNavigate, mutate]);
}
