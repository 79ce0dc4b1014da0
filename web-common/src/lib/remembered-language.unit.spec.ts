import { rememberLanguage } from './remembered-language';

describe('rememberLanguage', () => {
  afterEach(() => {
    document.cookie = 'gp_lang=; Max-Age=0; Path=/';
  });

  it('keeps the language in use in the cookie the server reads, and the latest switch wins', () => {
    rememberLanguage('es');
    expect(document.cookie).toContain('gp_lang=es');
    rememberLanguage('en');
    expect(document.cookie).toContain('gp_lang=en');
    expect(document.cookie).not.toContain('gp_lang=es');
  });
});
