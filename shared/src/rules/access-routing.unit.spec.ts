import {
  displayNameOrFallback,
  restrictedRouteRedirect,
  routeAfterSignIn,
  safeNextRoute,
  type RoutingUser,
} from './access-routing';

const member: RoutingUser = {
  id: 'abcdef123',
  isAdmin: false,
  isAnonymous: false,
  isContractor: true,
  hasBetaAccess: true,
  hasSignedCurrentTos: true,
  profileComplete: true,
};

describe('safeNextRoute', () => {
  it.each(['/es/profile/abc', '/en/account?tab=reviews', '/en/leave-a-review/x#form'])('keeps %s', (path) => {
    expect(safeNextRoute(path)).toBe(path);
  });
  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'profile/abc',
    '/en/\u0000x',
    '',
    null,
    undefined,
  ])('drops %p', (path) => {
    expect(safeNextRoute(path)).toBeNull();
  });
});

describe('restricted route rule (spec §2)', () => {
  it('sends a visitor to sign in, in the language they were reading, with nextRoute', () => {
    expect(restrictedRouteRedirect(null, 'es', '/es/account?tab=reviews')).toBe(
      '/es/signin?nextRoute=%2Fes%2Faccount%3Ftab%3Dreviews',
    );
  });
  it('treats an anonymous session as a visitor', () => {
    expect(restrictedRouteRedirect({ ...member, isAnonymous: true }, 'en', '/en/account')).toBe(
      '/en/signin?nextRoute=%2Fen%2Faccount',
    );
  });
  it('sends a user without beta access to the waitlist', () => {
    expect(restrictedRouteRedirect({ ...member, hasBetaAccess: false }, 'es', '/es/account')).toBe('/es/coming-soon');
  });
  it('sends a beta user with unsigned terms to review-tos, keeping the language', () => {
    expect(restrictedRouteRedirect({ ...member, hasSignedCurrentTos: false }, 'es', '/es/account')).toBe(
      '/es/review-tos?nextRoute=%2Fes%2Faccount',
    );
  });
  it('lets admins in without beta access', () => {
    expect(
      restrictedRouteRedirect(
        { ...member, isAdmin: true, hasBetaAccess: false, hasSignedCurrentTos: false },
        'en',
        '/en/account',
      ),
    ).toBeNull();
  });
  it('lets a beta user with signed terms in', () => {
    expect(restrictedRouteRedirect(member, 'en', '/en/account')).toBeNull();
  });
});

describe('routing after sign-in (spec §4)', () => {
  it('follows a safe nextRoute', () => {
    expect(routeAfterSignIn(member, 'en', '/en/leave-a-review/xyz')).toBe('/en/leave-a-review/xyz');
  });
  it('ignores an off-site nextRoute', () => {
    expect(routeAfterSignIn(member, 'en', 'https://evil.example')).toBe('/en/profile/abcdef123');
  });
  it("sends a client to their account, never into a pro's setup, whatever their profile holds", () => {
    const client = { ...member, isContractor: false };
    expect(routeAfterSignIn({ ...client, profileComplete: false }, 'es', null)).toBe('/es/account');
    expect(routeAfterSignIn(client, 'en', null)).toBe('/en/account');
    expect(routeAfterSignIn({ ...client, hasSignedCurrentTos: false }, 'es', null)).toBe(
      '/es/review-tos?nextRoute=%2Fes%2Faccount',
    );
  });
  it('sends a new pro to account setup and a complete one to their profile', () => {
    expect(routeAfterSignIn({ ...member, profileComplete: false }, 'es', null)).toBe('/es/account-setup/basic-info');
    expect(routeAfterSignIn(member, 'es', null)).toBe('/es/profile/abcdef123');
  });
  it('sends admins to the accounts tab', () => {
    expect(routeAfterSignIn({ ...member, isAdmin: true }, 'es', null)).toBe('/es/admin/accounts');
  });
  it('puts review-tos first when terms are unsigned', () => {
    expect(routeAfterSignIn({ ...member, hasSignedCurrentTos: false, profileComplete: false }, 'en', null)).toBe(
      '/en/review-tos?nextRoute=%2Fen%2Faccount-setup%2Fbasic-info',
    );
  });
  it('sends a user without beta access to the waitlist', () => {
    expect(routeAfterSignIn({ ...member, hasBetaAccess: false, hasSignedCurrentTos: false }, 'en', '/en/account')).toBe(
      '/en/coming-soon',
    );
  });
  it('brings a reviewer without beta access back to the public page they came from, never to the waitlist', () => {
    const waitlisted = { ...member, isContractor: false, hasBetaAccess: false, hasSignedCurrentTos: false };
    expect(routeAfterSignIn(waitlisted, 'es', '/es/leave-a-review/pro-1?reviewsuccess')).toBe(
      '/es/leave-a-review/pro-1?reviewsuccess',
    );
    expect(routeAfterSignIn(waitlisted, 'en', '/en/profile/pro-1')).toBe('/en/profile/pro-1');
    expect(routeAfterSignIn({ ...waitlisted, isContractor: true }, 'es', '/es/pros/plumbing')).toBe(
      '/es/pros/plumbing',
    );
    expect(routeAfterSignIn(waitlisted, 'es', '/es')).toBe('/es');
  });
  it('keeps a user without beta access off restricted, unknown and off-site next routes: the waitlist instead', () => {
    const waitlisted = { ...member, isContractor: false, hasBetaAccess: false, hasSignedCurrentTos: false };
    expect(routeAfterSignIn(waitlisted, 'es', '/es/account?tab=reviews')).toBe('/es/coming-soon');
    expect(routeAfterSignIn(waitlisted, 'es', '/es/account-setup/basic-info')).toBe('/es/coming-soon');
    expect(routeAfterSignIn(waitlisted, 'es', '/es/admin/accounts')).toBe('/es/coming-soon');
    expect(routeAfterSignIn(waitlisted, 'es', '/es/no-such-page')).toBe('/es/coming-soon');
    expect(routeAfterSignIn(waitlisted, 'es', '//evil.example/es/leave-a-review/pro-1')).toBe('/es/coming-soon');
    expect(routeAfterSignIn(waitlisted, 'es', '/\\evil.example/es/profile/x')).toBe('/es/coming-soon');
    expect(routeAfterSignIn(waitlisted, 'es', 'https://evil.example/es/profile/x')).toBe('/es/coming-soon');
  });
  it('brings a reviewer with access back to the review form in their language, after the terms when unsigned', () => {
    const next = '/es/leave-a-review/pro-1?reviewsuccess';
    const client = { ...member, isContractor: false };
    expect(routeAfterSignIn(client, 'es', next)).toBe(next);
    expect(routeAfterSignIn({ ...client, hasSignedCurrentTos: false }, 'es', next)).toBe(
      `/es/review-tos?nextRoute=${encodeURIComponent(next)}`,
    );
  });
});

describe('display name fallback (spec §3)', () => {
  it('uses the label plus the first five characters of the id', () => {
    expect(displayNameOrFallback({ id: 'abcdef123', displayName: null }, 'en')).toBe('User abcde');
    expect(displayNameOrFallback({ id: 'abcdef123', displayName: '  ' }, 'es')).toBe('Usuario abcde');
    expect(displayNameOrFallback({ id: 'abcdef123', displayName: 'Playa Fix' }, 'es')).toBe('Playa Fix');
  });
});
