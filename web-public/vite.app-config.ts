import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import { precompressPlugin } from './build-plugins/precompress.ts';

const sharedEntry = fileURLToPath(new URL('../shared/src/index.ts', import.meta.url));
const sharedSources = /[\\/]shared[\\/]src[\\/]/;

export interface AppBuildOptions {
  /** Folder for hashed files inside dist; differs per app so both can share one origin. */
  assetsDir: string;
  alias?: Record<string, string>;
  publicDir?: string;
  /** What only this app's build does (web-public: icons, service worker, route preloads). */
  plugins?: PluginOption[];
}

/** The Vite setup both web apps share; each app's vite.config.ts only states what differs. */
export function defineAppConfig({ assetsDir, alias = {}, publicDir, plugins = [] }: AppBuildOptions): UserConfig {
  return defineConfig({
    plugins: [react(), ...plugins, precompressPlugin()],
    publicDir,
    resolve: { alias: { '@gp/shared': sharedEntry, ...alias } },
    build: {
      outDir: 'dist',
      assetsDir,
      emptyOutDir: true,
      rolldownOptions: {
        // @gp/shared's index also exports zod schemas and the event catalogue; its modules have
        // no side effects, so unused ones (and zod with them) stay out of the browser bundle.
        treeshake: { moduleSideEffects: [{ test: sharedSources, sideEffects: false }] },
      },
    },
    server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  });
}
