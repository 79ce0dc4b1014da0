import { blankTranslations, translationKeys } from '../testing/translation-keys';
import en from './en/common.json';
import es from './es/common.json';

describe('common translations', () => {
  it('have the same keys in English and Spanish', () => {
    expect(translationKeys(es).sort()).toEqual(translationKeys(en).sort());
  });

  it('have no blank texts', () => {
    expect(blankTranslations(en)).toEqual([]);
    expect(blankTranslations(es)).toEqual([]);
  });

  it('keep the 404 text of spec §2', () => {
    expect(en.notFound.title).toBe('404 - Not Found');
    expect(es.notFound.title).toBe('404 - No encontrado');
  });
});
