import { renderApp } from '@public/testing/render-app';
import { isAdminPath } from '@public/lib/app-links';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminRoutes } from './router';

const renderAdmin = (url: string) => renderApp(adminRoutes, url, { session: { user: null }, ownsPath: isAdminPath });

describe('admin routes (spec §2)', () => {
  it.each(['/en/admin/bogus?x=1', '/en/admin'])('sends %s to the accounts tab', async (url) => {
    const { router } = renderAdmin(url);
    expect(await screen.findByRole('heading', { level: 2, name: 'Accounts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/admin/accounts');
  });

  it('keeps the query when redirecting an unknown tab', async () => {
    const { router } = renderAdmin('/es/admin/bogus?x=1');
    await screen.findByRole('heading', { level: 2, name: 'Cuentas' });
    expect(router.state.location.search).toBe('?x=1');
  });

  it.each([
    ['/en/admin/accounts', 'Accounts', 'No accounts yet'],
    ['/en/admin/reviews', 'Reviews', 'No reviews yet'],
    ['/es/admin/photos', 'Fotos', 'No hay fotos por revisar'],
  ])('shows %s with its heading and an empty state', async (url, heading, empty) => {
    renderAdmin(url);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByText(empty)).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: /Admin sections|Secciones de administración/ });
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe(heading);
  });

  it('moves between tabs inside the app', async () => {
    const { router } = renderAdmin('/en/admin/accounts');
    const tabs = await screen.findByRole('navigation', { name: 'Admin sections' });
    fireEvent.click(within(tabs).getByRole('link', { name: 'Reviews' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Reviews' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/admin/reviews');
  });

  it('uses the site shell in the route language', async () => {
    renderAdmin('/es/admin/reviews');
    await screen.findByRole('heading', { level: 1, name: 'Consola de administración' });
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Cambiar el idioma a English' })[0]!.getAttribute('href')).toBe('/en/admin/reviews');
  });

  it('shows the shared 404 page for paths outside the admin area', async () => {
    renderAdmin('/es/admin-nope');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - No encontrado' })).toBeTruthy();
  });
});
