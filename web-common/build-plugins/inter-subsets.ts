import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const FONTS_CSS = fileURLToPath(new URL('../src/app/fonts.css', import.meta.url));
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/gp-inter-subsets', import.meta.url));

/**
 * The OpenType features a browser applies to our text unasked (harfbuzz's defaults that Inter has),
 * and `tnum`, which our CSS asks for (tabular-nums: the phone-code boxes, Mantine's numbers).
 * Inter's fractions and proportional figures go.
 */
export const KEPT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'clig', 'rlig', 'rvrn', 'tnum'];

/** One @font-face of fonts.css: the npm file it names, the characters and the weights it declares. */
export interface InterFace {
  file: string;
  unicodeRange: string;
  weights: { min: number; max: number };
}

export function fontFacesOf(css: string): InterFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, block]) => {
    const file = /url\('([^']+)'\)/.exec(block!)?.[1];
    const unicodeRange = /unicode-range:([^;]+);/.exec(block!)?.[1]?.trim();
    const weights = /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(block!);
    if (!file || !unicodeRange || !weights)
      throw new Error(`fonts.css: an @font-face without url, unicode-range or a weight range:${block}`);
    return { file, unicodeRange, weights: { min: Number(weights[1]), max: Number(weights[2]) } };
  });
}

/** Every character a CSS unicode-range names ("U+0000-00FF, U+0131"). */
export function charactersOf(unicodeRange: string): string {
  let characters = '';
  for (const [, from, to] of unicodeRange.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)) {
    const first = parseInt(from!, 16);
    for (let codePoint = first; codePoint <= parseInt(to ?? from!, 16); codePoint++) {
      characters += String.fromCodePoint(codePoint);
    }
  }
  return characters;
}

/** The face's npm font file cut to what its @font-face declares: its characters, its weights, the features we use. */
export function subsetOf(source: Buffer, face: InterFace): Promise<Buffer> {
  return subsetFont(source, charactersOf(face.unicodeRange), {
    targetFormat: 'woff2',
    keepFeatures: KEPT_FEATURES,
    variationAxes: { wght: face.weights },
  });
}

/**
 * Inter's variable files from npm hold every weight from 100 to 900 and features we never use:
 * the latin one, which every first visit downloads before its text settles, is 48 KB. fonts.css
 * declares what each face is used for (its characters and weights, 400 to 800); this cuts each
 * file to that (the latin one to 29 KB) and points fonts.css's url at the cut file. The cut files
 * are kept in node_modules/.cache by a hash of what made them.
 */
export function interSubsetsPlugin(): Plugin {
  return {
    name: 'gp-inter-subsets',
    async config() {
      const faces = fontFacesOf(readFileSync(FONTS_CSS, 'utf8'));
      const alias = await Promise.all(
        faces.map(async (face) => {
          const source = readFileSync(require.resolve(face.file));
          const key = createHash('sha256')
            .update(source)
            .update(JSON.stringify([face, KEPT_FEATURES, require('subset-font/package.json').version]))
            .digest('hex')
            .slice(0, 16);
          // The same file name, so the hashed asset is still recognisable (font-preload.ts).
          const cut = join(CACHE, key, basename(face.file));
          if (!existsSync(cut)) {
            mkdirSync(join(CACHE, key), { recursive: true });
            // Written whole, then renamed: a build running beside this one never reads half a font.
            const partial = `${cut}.${process.pid}`;
            writeFileSync(partial, await subsetOf(source, face));
            renameSync(partial, cut);
          }
          return { find: face.file, replacement: cut };
        }),
      );
      return { resolve: { alias } };
    },
  };
}
