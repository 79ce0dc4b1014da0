import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { KEPT_FEATURES, charactersOf, fontFacesOf, subsetOf, type InterFace } from './inter-subsets';

const faces = fontFacesOf(readFileSync(join(__dirname, '../src/app/fonts.css'), 'utf8'));
const LATIN = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

const cutFace = async (face: InterFace) => {
  const source = readFileSync(require.resolve(face.file));
  const cut = await subsetOf(source, face);
  return { source, cut, original: fontkit.create(source) as fontkit.Font, subset: fontkit.create(cut) as fontkit.Font };
};

describe('Inter subsets', () => {
  it('reads each @font-face of fonts.css: its npm file, characters and weights', () => {
    expect(faces.map(({ file, weights }) => [file, weights])).toEqual([
      ['@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', { min: 400, max: 800 }],
      [LATIN, { min: 400, max: 800 }],
    ]);
    expect(charactersOf('U+0041-0043, U+00e9')).toBe('ABCé');
  });

  it.each(faces.map((face) => [face.file, face] as const))(
    'cuts %s to its weights and our features, losing no character it declares',
    async (_file, face) => {
      const { source, cut, original, subset } = await cutFace(face);
      const declared = new Set([...charactersOf(face.unicodeRange)].map((character) => character.codePointAt(0)));
      const kept = original.characterSet.filter((codePoint) => declared.has(codePoint));
      // U+FFFF closes every cmap written in format 4: it names no character.
      const covered = subset.characterSet.filter((codePoint) => codePoint !== 0xffff);
      expect(covered.sort((a, b) => a - b)).toEqual(kept.sort((a, b) => a - b));
      expect(subset.variationAxes.wght).toMatchObject({ min: 400, max: 800 });
      expect(subset.availableFeatures.filter((feature) => !KEPT_FEATURES.includes(feature))).toEqual([]);
      expect(cut.length).toBeLessThan(source.length * 0.7);
    },
  );

  it('keeps in the latin file, where the digits are, kerning, contextual forms and tabular figures (our CSS asks for them)', async () => {
    const { original, subset } = await cutFace(faces.find((face) => face.file === LATIN)!);
    expect(original.availableFeatures).toContain('frac');
    expect(subset.availableFeatures).toEqual(expect.arrayContaining(['kern', 'calt', 'tnum']));
    expect(subset.availableFeatures).not.toContain('frac');
  });
});
