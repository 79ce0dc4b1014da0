import { langOfPath, languageRedirect, switchLanguagePath } from './language-path';

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
