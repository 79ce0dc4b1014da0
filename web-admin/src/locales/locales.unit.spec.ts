import { blankTranslations, translationKeys } from '@gp/web-common/testing/translation-keys';
import en from './en/admin.json';
import es from './es/admin.json';

describe('admin translations', () => {
  it('have the same keys in English and Spanish', () => {
    expect(translationKeys(es).sort()).toEqual(translationKeys(en).sort());
  });

  it('have no blank texts', () => {
    expect(blankTranslations(en)).toEqual([]);
    expect(blankTranslations(es)).toEqual([]);
  });
});
