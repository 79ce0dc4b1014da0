import { sessionUser } from '@gp/web-common/testing/session-user';
import { adminRouteRedirect } from './admin-access';

describe('adminRouteRedirect (spec §2 admin area)', () => {
  it('sends a visitor to sign in, coming back to the same admin page', () => {
    expect(adminRouteRedirect(null, 'es', '/es/admin/reviews?page=2')).toBe(
      '/es/signin?nextRoute=%2Fes%2Fadmin%2Freviews%3Fpage%3D2',
    );
  });

  it('treats an anonymous user as a visitor', () => {
    expect(adminRouteRedirect(sessionUser({ isAnonymous: true }), 'en', '/en/admin/accounts')).toBe(
      '/en/signin?nextRoute=%2Fen%2Fadmin%2Faccounts',
    );
  });

  it('sends a member who is not an admin to the language home', () => {
    expect(adminRouteRedirect(sessionUser({ isAdmin: false }), 'es', '/es/admin/accounts')).toBe('/es');
  });

  it('lets an auditor in: the console is read-only for them', () => {
    expect(
      adminRouteRedirect(sessionUser({ isAuditor: true, hasBetaAccess: false }), 'es', '/es/admin/reviews'),
    ).toBeNull();
  });

  it('lets an admin in without beta access or signed terms', () => {
    expect(
      adminRouteRedirect(
        sessionUser({ isAdmin: true, hasBetaAccess: false, hasSignedCurrentTos: false }),
        'en',
        '/en/admin',
      ),
    ).toBeNull();
  });
});
