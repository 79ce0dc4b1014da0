import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const englishManifest = fileURLToPath(new URL('../public/manifest.webmanifest', import.meta.url));

/** The Spanish pages link this one (api/src/web/head-tags.ts), so an app installed from them opens in Spanish. */
const SPANISH_MANIFEST = 'manifest.es.webmanifest';

/**
 * public/manifest.webmanifest is the English app; this writes its Spanish twin beside it, the
 * same app (same id and scope) starting at /es with its description in Spanish.
 */
export function spanishManifestPlugin(): Plugin {
  return {
    name: 'gp-spanish-manifest',
    apply: 'build',
    generateBundle() {
      const manifest = JSON.parse(readFileSync(englishManifest, 'utf8')) as Record<string, unknown>;
      const spanish = {
        ...manifest,
        start_url: '/es',
        lang: 'es',
        description: 'Profesionales locales verificados en Guanacaste, Costa Rica.',
      };
      this.emitFile({ type: 'asset', fileName: SPANISH_MANIFEST, source: `${JSON.stringify(spanish, null, 2)}\n` });
    },
  };
}
