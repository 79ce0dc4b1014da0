import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';
import type { FooterVariant } from '../layout/footer/footer-variant';
import type { ServerDataKeys } from './server-data';

/**
 * What a lazy route's module gives: the component it renders and, for a page, the API reads its
 * first render shows (the server fetches them) and the footer it asks for.
 */
export interface RouteModule {
  Component: ComponentType;
  serverData?: ServerDataKeys;
  footerVariant?: FooterVariant;
}

/** A route's module, imported on first use and once: `loaded` is what it gave, afterwards. */
export class LazyRouteModule {
  private loading: Promise<RouteModule> | undefined;
  private module: RouteModule | undefined;

  constructor(private readonly importModule: () => Promise<RouteModule>) {}

  get loaded(): RouteModule | undefined {
    return this.module;
  }

  load(): Promise<RouteModule> {
    this.loading ??= this.importModule().then(
      (module) => (this.module = module),
      (error: unknown) => {
        // A failed import (a dropped connection) is tried again by the next visit to the route.
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }
}

interface LazyRouteHandle {
  lazyModule: LazyRouteModule;
}

/**
 * A route whose component lives in its own chunk, so a first visit downloads only the shell and
 * its own page. AppRoutes loads the modules of the routes a location matches before it renders
 * them (the server and the browser's first render, before rendering at all).
 */
export function lazyRoute(importModule: () => Promise<RouteModule>): Pick<RouteObject, 'element' | 'handle'> {
  const lazyModule = new LazyRouteModule(importModule);
  const handle: LazyRouteHandle = { lazyModule };
  return { element: <LoadedRouteComponent module={lazyModule} />, handle };
}

/** The lazy module of a matched route, if it has one. */
export const lazyModuleOf = (route: RouteObject): LazyRouteModule | undefined =>
  (route.handle as LazyRouteHandle | undefined)?.lazyModule;

/** Every key the matched routes' loaded modules ask for, once each. */
export function serverDataKeys(matches: ReadonlyArray<{ params: Params; route: RouteObject }>, url: URL): string[] {
  const keys = matches.flatMap(({ params, route }) => lazyModuleOf(route)?.loaded?.serverData?.({ params, url }) ?? []);
  return [...new Set(keys)];
}

function LoadedRouteComponent({ module }: { module: LazyRouteModule }) {
  const loaded = module.loaded;
  if (!loaded) throw new Error('A lazy route rendered before its module loaded: render routes with AppRoutes');
  return <loaded.Component />;
}
