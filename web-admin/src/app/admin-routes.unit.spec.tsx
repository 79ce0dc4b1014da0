import { sessionUser } from '@gp/web-common/testing/session-user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountsKey, ACCOUNTS_PAGE_SIZE } from '../features/accounts/api/get-accounts';
import { adminPhotosKey, PHOTOS_PAGE_SIZE } from '../features/photos/api/get-admin-photos';
import { adminReviewsKey, REVIEWS_PAGE_SIZE } from '../features/reviews/api/get-admin-reviews';
import { pageOf } from '../testing/admin-fixtures';
import { renderConsole } from '../testing/render-console';

// Admins enter without beta access or signed terms (spec §6).
const admin = sessionUser({ isAdmin: true, hasBetaAccess: false, hasSignedCurrentTos: false });
// Every list answers empty.
const answers = {
  [accountsKey({ search: '', includeAnonymous: false, page: 1 })]: pageOf([], ACCOUNTS_PAGE_SIZE),
  [adminReviewsKey(1)]: pageOf([], REVIEWS_PAGE_SIZE),
  [adminPhotosKey(1)]: pageOf([], PHOTOS_PAGE_SIZE),
};
const renderAdmin = (url: string) => renderConsole(url, { user: admin, answers });

describe('admin routes (spec §2)', () => {
  it.each(['/en/admin/bogus?x=1', '/en/admin'])('sends %s to the accounts tab', async (url) => {
    const { router } = renderAdmin(url);
    expect(await screen.findByRole('heading', { level: 2, name: 'Accounts' })).toBeTruthy();
    expect(router.location.pathname).toBe('/en/admin/accounts');
  });

  it('keeps the query when redirecting an unknown tab', async () => {
    const { router } = renderAdmin('/es/admin/bogus?x=1');
    await screen.findByRole('heading', { level: 2, name: 'Cuentas' });
    expect(router.location.search).toBe('?x=1');
  });

  it.each([
    ['/en/admin/accounts', 'Accounts', 'No accounts yet'],
    ['/en/admin/reviews', 'Reviews', 'No reviews yet'],
    ['/es/admin/photos', 'Fotos', 'No hay fotos por revisar'],
  ])('shows %s with its heading and an empty state', async (url, heading, empty) => {
    renderAdmin(url);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(await screen.findByText(empty)).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: /Admin sections|Secciones de administración/ });
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe(heading);
  });

  it('moves between tabs inside the app', async () => {
    const { router } = renderAdmin('/en/admin/accounts');
    const tabs = await screen.findByRole('navigation', { name: 'Admin sections' });
    fireEvent.click(within(tabs).getByRole('link', { name: 'Reviews' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Reviews' })).toBeTruthy();
    expect(router.location.pathname).toBe('/en/admin/reviews');
  });

  it('uses the site shell in the route language', async () => {
    renderAdmin('/es/admin/reviews');
    await screen.findByRole('heading', { level: 1, name: 'Consola de administración' });
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Cambiar el idioma a English' })[0]!.getAttribute('href')).toBe(
      '/en/admin/reviews',
    );
  });

  it('lets an auditor in, read-only', async () => {
    renderConsole('/en/admin/photos', { user: sessionUser({ isAuditor: true }), answers });
    expect(await screen.findByRole('heading', { level: 2, name: 'Photos' })).toBeTruthy();
    expect(screen.getByText(/read-only access as an auditor/)).toBeTruthy();
  });

  it('shows the shared 404 page for paths outside the admin area', async () => {
    renderAdmin('/es/admin-nope');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - No encontrado' })).toBeTruthy();
  });
});
