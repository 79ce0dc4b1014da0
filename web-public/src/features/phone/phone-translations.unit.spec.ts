import en from '../../locales/en/phone.json';
import es from '../../locales/es/phone.json';
import { blankTranslations, translationKeys } from '@gp/web-common/testing/translation-keys';

describe('phone translations', () => {
  it('have the same keys in English and Spanish', () => {
    expect(translationKeys(es).sort()).toEqual(translationKeys(en).sort());
  });

  it('have no blank texts', () => {
    expect(blankTranslations(en)).toEqual([]);
    expect(blankTranslations(es)).toEqual([]);
  });
});
