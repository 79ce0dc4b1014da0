import { useSession } from '@gp/web-common/session/get-session';

/**
 * What the signed-in console user may do. Auditors see every list and history but no control
 * that changes anything; the API refuses them anyway, this only spares them buttons that fail.
 */
export function useConsoleAccess() {
  const { user } = useSession();
  return {
    canModerate: user?.isAdmin === true,
    viewer: user ?? null,
  };
}
