import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useState } from 'react';
import {
  matchRoutes,
  parsePath,
  useLocation,
  useRoutes,
  type Location,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { replayEarlyInput } from './early-input';
import { firstPageCommitted } from './hydrate-when-visible';
import { lazyModuleOf, type RouteModule } from './lazy-route';

const MatchedRoutesContext = createContext<RouteMatch[]>([]);

interface ShownLocation {
  location: Location;
  matches: RouteMatch[];
}

interface AppRoutesProps {
  routes: RouteObject[];
  /**
   * Called once the router shows another location than the one it started on (and at every render
   * after), while rendering: the next page's hooks, mounting in that same render, already see what
   * it changed. Must be safe to call again.
   */
  onFirstPageLeft?: () => void;
}

/**
 * The app's routes at the router's location, once the modules of the routes it matches have
 * loaded: until then the page shown before stays on screen (nothing, before the first), as the
 * router's own lazy routes behave. The server and the browser's first render load them beforehand
 * (loadMatchedRoutes), so a first render never waits.
 */
export function AppRoutes({ routes, onFirstPageLeft }: AppRoutesProps) {
  const location = useLocation();
  const [firstKey] = useState(location.key);
  if (location.key !== firstKey) onFirstPageLeft?.();
  useEffect(firstPageCommitted, []);
  const matches = useMemo(() => matchesOf(routes, location), [routes, location]);
  const ready = modulesToLoad(matches).length === 0;
  const [shown, setShown] = useState<ShownLocation | undefined>(() => (ready ? { location, matches } : undefined));
  // Adjusted while rendering (React's pattern for state that follows props): no frame shows the old page's state.
  if (ready && shown?.location !== location) setShown({ location, matches });
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const toLoad = modulesToLoad(matches);
    if (toLoad.length === 0) return;
    Promise.all(toLoad.map((module) => module.load())).then(loaded, () => {
      // A deployment replaced the chunk, or the connection dropped: the server serves the page
      // the router has already put in the address bar.
      window.location.reload();
    });
  }, [matches]);

  // Once the first page has hydrated (after its children's effects), before any other input.
  useLayoutEffect(replayEarlyInput, []);

  const shownBranch = useMemo(() => shown && matchedBranch(shown.matches), [shown]);
  const element = useRoutes(shownBranch ?? routes, shown?.location ?? location);
  if (!shown) return null;
  return <MatchedRoutesContext value={shown.matches}>{element}</MatchedRoutesContext>;
}

/**
 * The routes `matches` went through, each holding only the next: all useRoutes needs to render
 * what matchRoutes found, and what it can flatten and rank at once (matchesOf says what the whole
 * table costs). Copies of the parent routes, the matched route itself unchanged.
 */
function matchedBranch(matches: RouteMatch[]): RouteObject[] | undefined {
  const branch = matches.reduceRight<RouteObject | undefined>(
    // An index route is always the last of a branch: it has no children.
    (child, { route }) => (child && !route.index ? { ...route, children: [child] } : route),
    undefined,
  );
  return branch && [branch];
}

const modulesToLoad = (matches: RouteMatch[]) =>
  matches.flatMap(({ route }) => {
    const module = lazyModuleOf(route);
    return module && !module.loaded ? [module] : [];
  });

/** The modules of every route of the page shown, outermost first. */
export function useMatchedRouteModules(): RouteModule[] {
  const matches = useContext(MatchedRoutesContext);
  return matches.flatMap(({ route }) => lazyModuleOf(route)?.loaded ?? []);
}

/**
 * matchRoutes flattens and ranks the whole route table at each call: a millisecond here, several on
 * a phone running it for the first time. A first page asks twice for the same path (loadMatchedRoutes,
 * then AppRoutes' first render), so each table keeps its last answer; one entry, as the server renders
 * any path it is sent.
 */
const lastMatches = new WeakMap<RouteObject[], { pathname: string; matches: RouteMatch[] }>();

function matchesOf(routes: RouteObject[], location: Partial<Location> | string): RouteMatch[] {
  // matchRoutes reads only the path of a location.
  const pathname = (typeof location === 'string' ? parsePath(location).pathname : location.pathname) ?? '/';
  const last = lastMatches.get(routes);
  if (last?.pathname === pathname) return last.matches;
  const matches = matchRoutes(routes, pathname) ?? [];
  lastMatches.set(routes, { pathname, matches });
  return matches;
}

/** Loads the modules of every route `location` matches (before a first render, which must not wait). */
export async function loadMatchedRoutes(routes: RouteObject[], location: Partial<Location> | string) {
  const matches = matchesOf(routes, location);
  await Promise.all(matches.map(({ route }) => lazyModuleOf(route)?.load()));
  return matches;
}
