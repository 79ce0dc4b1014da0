import { languageByCode, SPOKEN_LANGUAGES } from './languages';
import { languageCodeSchema } from '../schemas/catalog.schema';

const REGIONAL_INDICATOR_A = 0x1f1e6;
const REGIONAL_INDICATOR_Z = 0x1f1ff;

describe('spoken languages (spec §3 language list)', () => {
  it('lists about 95 languages with unique ISO codes that profiles accept', () => {
    expect(SPOKEN_LANGUAGES.length).toBeGreaterThanOrEqual(90);
    expect(SPOKEN_LANGUAGES.length).toBeLessThanOrEqual(100);
    const codes = SPOKEN_LANGUAGES.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]{2,3}$/);
  });

  it('names every language in both interface languages, capitalised as a list shows them', () => {
    for (const language of SPOKEN_LANGUAGES) {
      for (const lang of ['en', 'es'] as const) {
        const name = language.name[lang];
        expect(name.trim()).toBe(name);
        expect(name.charAt(0)).toBe(name.charAt(0).toLocaleUpperCase(lang));
        expect(name.toLowerCase()).not.toBe(language.code);
      }
    }
    expect(languageByCode('en')?.name).toEqual({ en: 'English', es: 'Inglés' });
    expect(languageByCode('ht')?.name.es).toBe('Criollo haitiano');
    expect(languageByCode('de')?.name).toEqual({ en: 'German', es: 'Alemán' });
  });

  it('gives every language a flag of two regional indicator symbols', () => {
    for (const { flag } of SPOKEN_LANGUAGES) {
      const codePoints = [...flag].map((symbol) => symbol.codePointAt(0) ?? 0);
      expect(codePoints).toHaveLength(2);
      for (const codePoint of codePoints) {
        expect(codePoint).toBeGreaterThanOrEqual(REGIONAL_INDICATOR_A);
        expect(codePoint).toBeLessThanOrEqual(REGIONAL_INDICATOR_Z);
      }
    }
    expect(languageByCode('es')?.flag).toBe('🇨🇷');
    expect(languageByCode('en')?.flag).toBe('🇺🇸');
    expect(languageByCode('pt')?.flag).toBe('🇧🇷');
  });

  it('validates chosen language codes', () => {
    expect(languageCodeSchema.safeParse('fr').success).toBe(true);
    expect(languageCodeSchema.safeParse('xx').success).toBe(false);
    expect(languageByCode('xx')).toBeUndefined();
  });
});
