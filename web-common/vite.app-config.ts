import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig, type PluginOption, type UserConfig, type UserConfigFnObject } from 'vite';
import { fontPreloadPlugin } from './build-plugins/font-preload.ts';
import { interSubsetsPlugin } from './build-plugins/inter-subsets.ts';
import { lightSchemeOnly } from './build-plugins/light-scheme-only.ts';
import { mantineComponentStylesPlugin } from './build-plugins/mantine-component-styles.ts';
import { mantineStableIds } from './build-plugins/mantine-stable-ids.ts';
import { precompressPlugin } from './build-plugins/precompress.ts';
import { pureZodSchemas } from './build-plugins/pure-zod-schemas.ts';

const sharedEntry = fileURLToPath(new URL('../shared/src/index.ts', import.meta.url));
const webCommonSources = fileURLToPath(new URL('./src', import.meta.url));
/** Both apps import this package's modules by path: `@gp/web-common/<folder>/<file>`. */
const packageAliases = { '@gp/shared': sharedEntry, '@gp/web-common': webCommonSources };
/**
 * react-router's package exports name only its development build (dev warnings, extra checks: a
 * known issue of v7), so builds point the bare import at the production build it ships beside it.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};
const sharedSources = /[\\/]shared[\\/]src[\\/]/;
const sharedCatalog = /[\\/]shared[\\/]src[\\/]catalog[\\/]/;
const sharedCleanText = /[\\/]shared[\\/]src[\\/]schemas[\\/]clean-text\.ts$/;

export interface AppBuildOptions {
  /** Folder for hashed files inside dist; differs per app so both can share one origin. */
  assetsDir: string;
  alias?: Record<string, string>;
  publicDir?: string | false;
  /** What only this app's build does (web-public: icons, service worker, route preloads). */
  plugins?: PluginOption[];
}

/** The Vite setup both web apps share; each app's vite.config.ts only states what differs. */
export function defineAppConfig({
  assetsDir,
  alias = {},
  publicDir,
  plugins = [],
}: AppBuildOptions): UserConfigFnObject {
  return defineConfig(({ command }) => ({
    plugins: [
      react(),
      mantineStableIds(),
      mantineComponentStylesPlugin(),
      pureZodSchemas(),
      ...plugins,
      interSubsetsPlugin(),
      fontPreloadPlugin(),
      precompressPlugin(),
    ],
    publicDir,
    // Mantine's mixins first; then the rules for the dark scheme, which the apps never show, go.
    css: { postcss: { plugins: [postcssPresetMantine(), lightSchemeOnly()] } },
    resolve: {
      alias: [
        ...aliasEntries({ ...packageAliases, ...alias }),
        ...(command === 'build' ? [reactRouterProduction] : []),
      ],
    },
    build: {
      outDir: 'dist',
      assetsDir,
      emptyOutDir: true,
      rolldownOptions: {
        // @gp/shared's index also exports zod schemas and the event catalogue; its modules have
        // no side effects, so unused ones (and zod with them) stay out of the browser bundle, as does
        // a schema nobody uses (build-plugins/pure-zod-schemas.ts).
        treeshake: { moduleSideEffects: [{ test: sharedSources, sideEffects: false }] },
        output: {
          codeSplitting: {
            // Left to itself, the bundler puts modules that the same pages use into one chunk: the
            // catalogs shared a chunk with the contact schemas, so the home page's search loaded zod
            // and the phone-number library. The catalogs (plain data) get a chunk of their own, as
            // do the text cleaners, which the review form's own checks share with the schemas:
            // beside them in the schemas' chunk, they made the form load zod before it was sent.
            groups: [
              { name: 'catalog', test: sharedCatalog },
              { name: 'clean-text', test: sharedCleanText },
            ],
          },
        },
      },
    },
    server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  }));
}

const aliasEntries = (aliases: Record<string, string>) =>
  Object.entries(aliases).map(([find, replacement]) => ({ find, replacement }));

/**
 * The server-rendering bundle of web-public (`src/entry-server.tsx`): one CommonJS file with every
 * dependency inside, which the API loads with require() to render pages.
 */
export function defineServerRenderConfig(): UserConfig {
  return defineConfig({
    // The same ids as the browser's build renders (its first render must match the server's HTML).
    plugins: [react(), mantineStableIds()],
    publicDir: false,
    resolve: { alias: [...aliasEntries(packageAliases), reactRouterProduction] },
    // React's production build: the development one renders several times slower.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: 'dist-server',
      emptyOutDir: true,
      // One file loaded once by the server: its size costs no visitor anything.
      chunkSizeWarningLimit: 10_000,
      rolldownOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false } },
    },
  });
}
