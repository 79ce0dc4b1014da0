import { createContext, useContext, type ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';

/** Tells whether this single-page app renders a path; other paths need a full page load. */
export type OwnsPath = (pathname: string) => boolean;

const ADMIN_PATH = /^\/[^/]+\/admin(\/|$)/;

export const isAdminPath: OwnsPath = (pathname) => ADMIN_PATH.test(pathname);

const OwnsPathContext = createContext<OwnsPath>((pathname) => !isAdminPath(pathname));

/** web-public renders every path but the admin area; web-admin provides the opposite rule. */
export const OwnsPathProvider = OwnsPathContext.Provider;

export interface AppLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: string;
}

/**
 * A link that works across the two apps served from one origin: a client-side navigation
 * inside the current app, a plain document navigation into the other one.
 */
export function AppLink({ to, ...props }: AppLinkProps) {
  const ownsPath = useContext(OwnsPathContext);
  const pathname = to.split(/[?#]/)[0] ?? to;
  if (ownsPath(pathname)) return <Link to={to} {...props} />;
  return <a href={to} {...props} />;
}
