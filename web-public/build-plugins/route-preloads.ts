import type { Plugin, Rolldown } from 'vite';

/** The file the server reads: first path segment after the language → files its page needs first. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const ROUTE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;
/** Route modules whose name differs from the URL segment they render. */
const SEGMENT_OF_ROUTE: Record<string, string> = { home: '', 'sign-in': 'signin' };

export interface RoutePreloads {
  [segment: string]: { scripts: string[]; styles: string[] };
}

/**
 * Pages are lazy routes, so without help the browser learns which chunk a page needs only after
 * the entry script has run: one more round trip before the first paint. This lists, per page,
 * the chunks (and their CSS) beyond what index.html already loads, so the server can announce
 * them in the page's <head> and the browser fetches them alongside the entry.
 */
export function routePreloadsPlugin(): Plugin {
  return {
    name: 'gp-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const inIndexHtml = closure(entry, chunks);

      const preloads: RoutePreloads = {};
      for (const chunk of chunks.values()) {
        const route = chunk.isDynamicEntry ? ROUTE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
        if (!route) continue;
        const needed = [...closure(chunk, chunks)].filter((fileName) => !inIndexHtml.has(fileName));
        const styles = needed.flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]);
        preloads[SEGMENT_OF_ROUTE[route] ?? route] = {
          scripts: needed.map((fileName) => `/${fileName}`),
          styles: [...new Set(styles)].map((fileName) => `/${fileName}`),
        };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

/**
 * A chunk and every chunk it imports statically, transitively, each after the chunks it imports:
 * stylesheets linked in that order keep a component's styles after those it builds on.
 */
function closure(chunk: Rolldown.OutputChunk, chunks: Map<string, Rolldown.OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const ordered = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
    ordered.add(fileName);
  };
  visit(chunk.fileName);
  return ordered;
}
