import { createContext, useCallback, useContext, useEffect, type ComponentPropsWithRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';

/** Tells whether this single-page app renders a path; other paths need a full page load. */
export type OwnsPath = (pathname: string) => boolean;

const ADMIN_PATH = /^\/[^/]+\/admin(\/|$)/;

export const isAdminPath: OwnsPath = (pathname) => ADMIN_PATH.test(pathname);

const OwnsPathContext = createContext<OwnsPath>((pathname) => !isAdminPath(pathname));

/** web-public renders every path but the admin area; web-admin provides the opposite rule. */
export const OwnsPathProvider = OwnsPathContext.Provider;

const pathnameOf = (to: string) => to.split(/[?#]/)[0] ?? to;

export interface AppLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: string;
  /** The history entry's state for the page it opens (this app's pages only; never in the address). */
  state?: unknown;
}

/**
 * A link that works across the two apps served from one origin: a client-side navigation
 * inside the current app, a plain document navigation into the other one.
 */
export function AppLink({ to, state, ...props }: AppLinkProps) {
  const ownsPath = useContext(OwnsPathContext);
  if (ownsPath(pathnameOf(to))) return <Link to={to} state={state} {...props} />;
  return <a href={to} {...props} />;
}

export interface AppNavigateOptions {
  replace?: boolean;
}

/** navigate() for paths of either app: client-side inside this app, a page load into the other. */
export function useAppNavigate() {
  const ownsPath = useContext(OwnsPathContext);
  const navigate = useNavigate();
  return useCallback(
    async (to: string, { replace = false }: AppNavigateOptions = {}) => {
      if (ownsPath(pathnameOf(to))) {
        await navigate(to, { replace });
      } else if (replace) {
        window.location.replace(to);
      } else {
        window.location.assign(to);
      }
    },
    [ownsPath, navigate],
  );
}

function DocumentRedirect({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return null;
}

/** <Navigate replace> that can also leave for the other app (a page load replacing this entry). */
export function AppNavigate({ to }: { to: string }) {
  const ownsPath = useContext(OwnsPathContext);
  if (ownsPath(pathnameOf(to))) return <Navigate replace to={to} />;
  return <DocumentRedirect to={to} />;
}
