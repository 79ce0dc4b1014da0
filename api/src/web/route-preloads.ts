import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Per first path segment after the language: the chunks and styles of that page (web-public's build writes it). */
export type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/** web-public/build-plugins/route-preloads.ts writes this file beside index.html. */
export function loadRoutePreloads(dist: string): RoutePreloads {
  const file = join(dist, 'route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : {};
}

/**
 * The <link> tags of a page's lazy chunk. `scripts` let the browser fetch the chunk together with
 * the entry script, instead of one round trip later. `styles` apply the page's styles from the
 * first paint: the server rendered the page, so its markup must not show unstyled until the
 * chunk's script adds them (that script finds the stylesheet already linked and does not add it twice).
 */
export function routePreloadTags(
  preloads: RoutePreloads,
  segment: string | undefined,
): { scripts: string[]; styles: string[] } {
  const page = preloads[segment ?? ''] ?? { scripts: [], styles: [] };
  return {
    scripts: page.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    styles: page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  };
}
