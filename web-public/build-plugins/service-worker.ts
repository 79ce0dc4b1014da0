import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const source = fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url));
/** The Latin subset of Inter covers English and Spanish; the other subsets load only when a page needs them. */
const SHELL_FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/;
/** Root files the installed app shows offline. */
const SHELL_FILES = [
  '/index.html',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/manifest.es.webmanifest',
  '/icon-192.png',
];

/**
 * Builds src/service-worker/sw.ts into /sw.js, with the list of the shell's files (they have
 * hashed names, so only the build knows them) and a cache version derived from that list.
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'gp-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const precache = [
        ...SHELL_FILES,
        ...Object.keys(bundle)
          .filter((fileName) => isShellFile(bundle[fileName]!))
          .map((fileName) => `/${fileName}`),
      ].sort();
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __GP_PRECACHE__: JSON.stringify(precache), __GP_CACHE_VERSION__: JSON.stringify(version) },
        build: {
          write: false,
          minify: true,
          lib: { entry: source, formats: ['iife'], name: 'gpServiceWorker', fileName: () => 'sw.js' },
        },
      });
      const chunk = (Array.isArray(output) ? output : [output as Rolldown.RolldownOutput])
        .flatMap((result) => result.output)
        .find((item) => item.type === 'chunk');
      if (!chunk) throw new Error('The service worker build produced no script');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
    },
  };
}

function isShellFile(item: Rolldown.OutputChunk | Rolldown.OutputAsset): boolean {
  if (item.type === 'chunk') return true;
  return item.fileName.endsWith('.css') || SHELL_FONT.test(item.fileName);
}
