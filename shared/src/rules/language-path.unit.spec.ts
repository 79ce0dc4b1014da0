import { langOfPath, languageRedirect, negotiateLanguage, switchLanguagePath } from './language-path';

describe('languageRedirect (spec §2)', () => {
  it.each([
    ['/', '/en'],
    ['/profile/abc', '/en/profile/abc'],
    ['/about', '/en/about'],
    ['/faq', '/en/faq'],
    ['/tos', '/en/tos'],
    ['/404', '/en/404'],
    ['/fr/profile/abc', '/en/profile/abc'],
    ['/pt-BR/faq', '/en/faq'],
    ['/fr', '/en'],
    ['/EN/about', '/en/about'],
  ])('%s redirects to %s', (path, target) => {
    expect(languageRedirect(path)).toBe(target);
  });

  it.each([
    ['/', '/es'],
    ['/profile/abc', '/es/profile/abc'],
    ['/fr/faq', '/es/faq'],
  ])('%s redirects to %s for a visitor whose language is Spanish', (path, target) => {
    expect(languageRedirect(path, 'es')).toBe(target);
  });

  it.each(['/en', '/es', '/en/', '/es/profile/abc', '/en/admin/accounts'])('%s stays', (path) => {
    expect(languageRedirect(path)).toBeNull();
  });
});

describe('switchLanguagePath', () => {
  it('rewrites only the language segment', () => {
    expect(switchLanguagePath('/en/profile/abc', 'es')).toBe('/es/profile/abc');
    expect(switchLanguagePath('/es', 'en')).toBe('/en');
    expect(switchLanguagePath('/es/admin/reviews', 'en')).toBe('/en/admin/reviews');
  });
});

describe('langOfPath', () => {
  it('reads the first segment, defaulting to en', () => {
    expect(langOfPath('/es/faq')).toBe('es');
    expect(langOfPath('/fr/faq')).toBe('en');
    expect(langOfPath('/')).toBe('en');
  });
});

describe('negotiateLanguage', () => {
  it.each([
    ['es-CR,es;q=0.9', 'es'],
    ['es-419', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7', 'es'],
    ['fr-FR,fr;q=0.9,en;q=0.5', 'en'],
    ['de,en;q=0.3,es;q=0.7', 'es'],
    ['ES-cr', 'es'],
    ['es;q=0,en;q=0.1', 'en'],
    ['en;q=0.8, es;q=0.8', 'en'],
    ['es ; q=0.5', 'es'],
  ])('%s → %s', (header, lang) => {
    expect(negotiateLanguage(header)).toBe(lang);
  });

  it.each([undefined, '', 'fr-FR,fr;q=0.9', '*', 'es;q=0', 'espanol', 'x-es'])('%s → none', (header) => {
    expect(negotiateLanguage(header)).toBeNull();
  });
});
