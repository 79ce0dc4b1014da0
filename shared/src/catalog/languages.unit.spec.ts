import { languageByCode, SPOKEN_LANGUAGES } from './languages';
import { languageCodeSchema } from '../schemas/catalog.schema';

const REGIONAL_INDICATOR_A = 0x1f1e6;
const REGIONAL_INDICATOR_Z = 0x1f1ff;

const intlName = (code: string, lang: 'en' | 'es') => {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? '';
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
};

describe('spoken languages (spec §3 language list)', () => {
  it('lists about 95 languages with unique ISO codes that profiles accept', () => {
    expect(SPOKEN_LANGUAGES.length).toBeGreaterThanOrEqual(90);
    expect(SPOKEN_LANGUAGES.length).toBeLessThanOrEqual(100);
    const codes = SPOKEN_LANGUAGES.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]{2,3}$/);
  });

  it('takes names from Intl.DisplayNames, capitalised, in both languages', () => {
    for (const language of SPOKEN_LANGUAGES) {
      expect(language.name.en).toBe(intlName(language.code, 'en'));
      expect(language.name.es).toBe(intlName(language.code, 'es'));
      // DisplayNames falls back to the code itself for a language it does not know.
      expect(language.name.en.toLowerCase()).not.toBe(language.code);
    }
    expect(languageByCode('en')?.name).toEqual({ en: 'English', es: 'Inglés' });
    expect(languageByCode('ht')?.name.es).toBe('Criollo haitiano');
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
