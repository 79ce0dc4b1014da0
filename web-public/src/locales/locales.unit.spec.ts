import { blankTranslations, translationKeys } from '@gp/web-common/testing/translation-keys';
import enAccount from './en/account.json';
import enAccountSetup from './en/accountSetup.json';
import enAuth from './en/auth.json';
import enProfile from './en/profile.json';
import enProfileEditor from './en/profileEditor.json';
import enReviews from './en/reviews.json';
import en from '@gp/web-common/locales/en/common.json';
import enTerms from './en/terms.json';
import enWaitlist from './en/waitlist.json';
import esAccount from './es/account.json';
import esAccountSetup from './es/accountSetup.json';
import esAuth from './es/auth.json';
import esProfile from './es/profile.json';
import esProfileEditor from './es/profileEditor.json';
import esReviews from './es/reviews.json';
import es from '@gp/web-common/locales/es/common.json';
import esTerms from './es/terms.json';
import esWaitlist from './es/waitlist.json';

const namespaces = [
  ['common', en, es],
  ['auth', enAuth, esAuth],
  ['waitlist', enWaitlist, esWaitlist],
  ['terms', enTerms, esTerms],
  ['account', enAccount, esAccount],
  ['accountSetup', enAccountSetup, esAccountSetup],
  ['profile', enProfile, esProfile],
  ['profileEditor', enProfileEditor, esProfileEditor],
  ['reviews', enReviews, esReviews],
] as const;

describe.each(namespaces)('%s translations', (_namespace, english, spanish) => {
  it('have the same keys in English and Spanish', () => {
    expect(translationKeys(spanish).sort()).toEqual(translationKeys(english).sort());
  });

  it('have no blank texts', () => {
    expect(blankTranslations(english)).toEqual([]);
    expect(blankTranslations(spanish)).toEqual([]);
  });
});

describe('spec wording', () => {
  it('keeps the 404 text of spec §2', () => {
    expect(en.notFound.title).toBe('404 - Not Found');
    expect(es.notFound.title).toBe('404 - No encontrado');
  });

  it('states the terms of spec §1 in both languages', () => {
    for (const terms of [enTerms, esTerms]) {
      const text = JSON.stringify(terms.sections);
      expect(text).toMatch(/\b18\b/);
      expect(text).toMatch(/\b30\b/);
      expect(text).toMatch(/WhatsApp/);
      expect(text).toMatch(/Costa Rica/);
    }
  });
});
