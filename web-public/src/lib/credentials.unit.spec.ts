import type { AuthResult } from '@gp/shared';
import { sessionUser } from '@gp/web-common/testing/session-user';
import {
  authLinkParams,
  authPrefill,
  destinationAfterAuth,
  googleSignInUrl,
  prefilledEmail,
  validateCredentials,
} from './credentials';

describe('validateCredentials (spec §5 messages)', () => {
  it.each([
    ['sign-up', 'en', { email: 'not-an-email', password: 'tamarindo-42' }, { email: 'Invalid email' }],
    ['sign-in', 'es', { email: '', password: 'tamarindo-42' }, { email: 'Correo electrónico no válido' }],
    [
      'sign-in',
      'en',
      { email: 'ana@example.com', password: '12345' },
      { password: 'Password must have 6+ characters' },
    ],
    [
      'sign-up',
      'es',
      { email: 'ana@example.com', password: '' },
      { password: 'La contraseña debe tener 6 o más caracteres' },
    ],
    [
      'sign-up',
      'en',
      { email: 'ana@example.com', password: 'password' },
      { password: 'This password is too common. Please choose another one.' },
    ],
    [
      'sign-up',
      'es',
      { email: 'x', password: 'puravida' },
      { email: 'Correo electrónico no válido', password: 'Esta contraseña es demasiado común. Elige otra.' },
    ],
  ] as const)('%s in %s refuses %j at once, without loading the schema', (mode, lang, credentials, errors) => {
    const checked = validateCredentials(mode, credentials, lang);
    // Not a promise: the plain rules answered, nothing was loaded for it.
    expect(checked).not.toBeInstanceOf(Promise);
    if (checked instanceof Promise) return;
    // The first message per field, as the form shows it.
    const shown =
      'issues' in checked ? Object.fromEntries(checked.issues.toReversed().map((i) => [i.path, i.message])) : {};
    expect(shown).toEqual(errors);
  });

  it('lets a sign-in through with a common password (only new passwords are checked)', async () => {
    expect(await validateCredentials('sign-in', { email: 'ana@example.com', password: 'password' }, 'en')).toEqual({
      request: { email: 'ana@example.com', password: 'password' },
    });
  });

  it('answers the email as the API will store it: trimmed and lower case', async () => {
    expect(
      await validateCredentials('sign-up', { email: '  Ana@Example.COM ', password: 'tamarindo-42' }, 'en'),
    ).toEqual({ request: { email: 'ana@example.com', password: 'tamarindo-42' } });
  });

  it('still checks with the whole schema what the plain rules let through (an email longer than the API keeps)', async () => {
    const email = `${'a'.repeat(250)}@example.com`;
    const checked = await validateCredentials('sign-in', { email, password: 'tamarindo-42' }, 'en');
    expect('issues' in checked && checked.issues.map((issue) => issue.path)).toEqual(['email']);
  });
});

describe('authLinkParams', () => {
  it('reads the beta key, the contractor role and nextRoute of a sign-up link', () => {
    const params = authLinkParams(
      new URLSearchParams('betakey=key-123&role=contractor&nextRoute=%2Fes%2Faccount&reviewId=r1'),
    );
    expect(params).toEqual({ betaKey: 'key-123', role: 'contractor', nextRoute: '/es/account' });
  });

  it('drops a malformed beta key and an unknown role instead of failing the sign-up', () => {
    expect(authLinkParams(new URLSearchParams('betakey=%3Cscript%3E&role=admin'))).toEqual({});
  });
});

describe('googleSignInUrl', () => {
  it('carries the language and the link parameters to the start endpoint', () => {
    const url = new URL(
      googleSignInUrl('es', { betaKey: 'key-1', role: 'contractor', nextRoute: '/es/account' }),
      'https://x.test',
    );
    expect(url.pathname).toBe('/api/v1/auth/google/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'es',
      betakey: 'key-1',
      role: 'contractor',
      nextRoute: '/es/account',
    });
  });
});

describe('destinationAfterAuth', () => {
  const result = (overrides: Partial<AuthResult['user']>, betaKey?: AuthResult['betaKey']): AuthResult => ({
    user: sessionUser({ profileComplete: false, isContractor: true, ...overrides }),
    position: 1,
    ...(betaKey ? { betaKey } : {}),
  });

  it('sends a new pro with a valid invitation to the terms, then account setup', () => {
    expect(destinationAfterAuth(result({ hasSignedCurrentTos: false }, 'granted'), 'es', undefined)).toBe(
      '/es/review-tos?nextRoute=%2Fes%2Faccount-setup%2Fbasic-info',
    );
  });

  it('tells a waitlisted member that their invitation could not be used', () => {
    expect(destinationAfterAuth(result({ hasBetaAccess: false }, 'invalid'), 'es', undefined)).toBe(
      '/es/coming-soon?invalidInvite',
    );
    expect(destinationAfterAuth(result({ hasBetaAccess: false }, 'revoked'), 'es', undefined)).toBe(
      '/es/coming-soon?invalidInvite',
    );
    expect(destinationAfterAuth(result({ hasBetaAccess: false }), 'es', undefined)).toBe('/es/coming-soon');
  });

  it('brings a Spanish reviewer without access back to the review form, not to the waitlist, with no invitation flag', () => {
    const next = '/es/leave-a-review/pro-1?reviewsuccess';
    const waitlisted = { hasBetaAccess: false, hasSignedCurrentTos: false, isContractor: false };
    expect(destinationAfterAuth(result(waitlisted), 'es', next)).toBe(next);
    expect(destinationAfterAuth(result(waitlisted, 'invalid'), 'es', next)).toBe(next);
    expect(destinationAfterAuth(result(waitlisted, 'invalid'), 'es', '/es/account')).toBe(
      '/es/coming-soon?invalidInvite',
    );
  });

  it('brings a Spanish reviewer with access back to the review form, through the terms when unsigned', () => {
    const next = '/es/leave-a-review/pro-1?reviewsuccess';
    expect(destinationAfterAuth(result({ isContractor: false }), 'es', next)).toBe(next);
    expect(
      destinationAfterAuth(result({ isContractor: false, hasSignedCurrentTos: false }, 'granted'), 'es', next),
    ).toBe(`/es/review-tos?nextRoute=${encodeURIComponent(next)}`);
  });

  it('follows a safe nextRoute and ignores one to another site', () => {
    expect(destinationAfterAuth(result({}), 'en', '/en/account?tab=reviews')).toBe('/en/account?tab=reviews');
    expect(destinationAfterAuth(result({}), 'en', '//evil.example')).toBe('/en/account-setup/basic-info');
  });

  it("sends a new client to the terms, then their account, never to a pro's setup", () => {
    expect(
      destinationAfterAuth(result({ isContractor: false, hasSignedCurrentTos: false }, 'granted'), 'es', undefined),
    ).toBe('/es/review-tos?nextRoute=%2Fes%2Faccount');
  });
});

describe('the email a link brings in the history state', () => {
  it('carries a well-formed email, trimmed and in lower case, and nothing else', () => {
    expect(authPrefill('  Ana@Example.com ')).toEqual({ email: 'ana@example.com' });
    expect(authPrefill('not an email')).toBeUndefined();
    expect(authPrefill('')).toBeUndefined();
    expect(authPrefill(null)).toBeUndefined();
  });

  it("reads it back from a page's state, ignoring any other state", () => {
    expect(prefilledEmail({ email: 'ana@example.com' })).toBe('ana@example.com');
    expect(prefilledEmail({ email: 'javascript:alert(1)' })).toBe('');
    expect(prefilledEmail({ email: 42 })).toBe('');
    expect(prefilledEmail(null)).toBe('');
    expect(prefilledEmail('ana@example.com')).toBe('');
  });
});
