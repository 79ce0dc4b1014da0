import { langOfPath, type Lang } from '@gp/shared';
import { useLocation } from 'react-router';

/** The language of the current route (its first path segment). */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}
