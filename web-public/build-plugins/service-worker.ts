import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const source = fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url));
/** The Latin subset of Inter covers English and Spanish; the other subsets load only when a page needs them. */
const SHELL_FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/;
/** Lazy modules of the shell: the answer schemas every read parses with (offline, the worker's kept answers). */
const SHELL_MODULES = /[\\/]web-common[\\/]src[\\/]lib[\\/]answer-schemas\.ts$/;
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
 * hashed names, so only the build knows them) and a cache version derived from every file the
 * build wrote. The shell is what starts the app and reads its data (index.html, the entry script and
 * what it imports, the answer schemas, their styles, the Latin font, icons); a page's own chunks are
 * kept by the worker once used, so a first visit downloads no page it did not open.
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'gp-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const entryFiles = shellClosure(bundle);
      const precache = [
        ...SHELL_FILES,
        ...Object.keys(bundle)
          .filter((fileName) => entryFiles.has(fileName) || SHELL_FONT.test(fileName))
          .map((fileName) => `/${fileName}`),
      ].sort();
      // A release that changes any file gets new caches: the worker then drops what the old one kept.
      const version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
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

/** The entry chunk and the shell's lazy chunks, every chunk they import statically, and their stylesheets. */
function shellClosure(bundle: Rolldown.OutputBundle): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const item of Object.values(bundle))
    if (item.type === 'chunk' && (item.isEntry || SHELL_MODULES.test(item.facadeModuleId ?? ''))) visit(item.fileName);
  return files;
}
