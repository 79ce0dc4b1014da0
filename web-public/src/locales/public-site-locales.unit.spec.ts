import { blankTranslations, translationKeys } from '@gp/web-common/testing/translation-keys';
import enAbout from './en/about.json';
import enContact from './en/contact.json';
import enFaq from './en/faq.json';
import enFeatures from './en/features.json';
import enHome from './en/home.json';
import enInstallApp from '@gp/web-common/locales/en/installApp.json';
import esAbout from './es/about.json';
import esContact from './es/contact.json';
import esFaq from './es/faq.json';
import esFeatures from './es/features.json';
import esHome from './es/home.json';
import esInstallApp from '@gp/web-common/locales/es/installApp.json';

// The public site's namespaces (home, informational pages, install prompt); common.json and the
// account namespaces are checked in locales.unit.spec.ts.
const namespaces = [
  ['home', enHome, esHome],
  ['about', enAbout, esAbout],
  ['faq', enFaq, esFaq],
  ['contact', enContact, esContact],
  ['features', enFeatures, esFeatures],
  ['installApp', enInstallApp, esInstallApp],
] as const;

describe.each(namespaces)('%s translations', (_namespace, english, spanish) => {
  it('have the same keys in English and Spanish (the same questions, sections and list items)', () => {
    expect(translationKeys(spanish).sort()).toEqual(translationKeys(english).sort());
  });

  it('have no blank texts', () => {
    expect(blankTranslations(english)).toEqual([]);
    expect(blankTranslations(spanish)).toEqual([]);
  });
});

describe('spec §1 wording', () => {
  it('states the support hours and WhatsApp-only support on the contact page', () => {
    expect(enContact.hours.days).toBe('Monday to Friday');
    expect(enContact.hours.time).toBe('9:00 AM to 5:00 PM');
    expect(enContact.hours.zone).toMatch(/Costa Rica time/);
    expect(esContact.hours.days).toBe('De lunes a viernes');
    expect(esContact.hours.zone).toMatch(/hora de Costa Rica/i);
    expect(enContact.whatsapp.title).toBe('WhatsApp only');
    expect(esContact.whatsapp.title).toBe('Solo por WhatsApp');
  });

  it('answers at least ten questions in the FAQ', () => {
    for (const faq of [enFaq, esFaq])
      expect(faq.groups.flatMap((group) => group.items).length).toBeGreaterThanOrEqual(10);
  });
});
