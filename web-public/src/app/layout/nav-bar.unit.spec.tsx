import { renderApp } from '@gp/web-common/testing/render-app';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { publicRoutes } from '../router';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { unreadLeadsKey } from '@gp/web-common/session/count-unread-leads';

async function desktopNav() {
  return (await screen.findAllByRole('navigation', { name: /Main navigation|Navegación principal/ }))[0]!;
}

describe('NavBar', () => {
  it('offers log in and sign up to visitors once the session check answers', async () => {
    renderApp(publicRoutes, '/es', { session: { user: null } });
    const nav = await desktopNav();
    expect(within(nav).getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/es/signin');
    expect(within(nav).getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/es/create-account');
  });

  it('treats an anonymous user as a visitor', async () => {
    renderApp(publicRoutes, '/en', {
      session: { user: sessionUser({ id: 'anon-1', displayName: null, isAnonymous: true }) },
    });
    const nav = await desktopNav();
    expect(within(nav).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'My profile' })).toBeNull();
  });

  it('links a signed-in member to My account, and an admin to the admin area', async () => {
    renderApp(publicRoutes, '/en', {
      session: { user: sessionUser({ id: 'user-42', displayName: 'Playa Plumbing', isAdmin: true }) },
    });
    const nav = await desktopNav();
    const myAccount = within(nav).getByRole('link', { name: 'My account' });
    expect(myAccount.getAttribute('href')).toBe('/en/account');
    expect(myAccount.getAttribute('title')).toBe('Playa Plumbing');
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/en/admin/accounts');
    expect(within(nav).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('never leads a client to a profile they do not have: My account, titled with the fallback name', async () => {
    renderApp(publicRoutes, '/es', {
      session: { user: sessionUser({ id: 'abcdefgh', displayName: null, isContractor: false }) },
    });
    const nav = await desktopNav();
    const myAccount = within(nav).getByRole('link', { name: 'Mi cuenta' });
    expect(myAccount.getAttribute('href')).toBe('/es/account');
    expect(myAccount.getAttribute('title')).toBe('Usuario abcde');
    expect(within(nav).queryByRole('link', { name: /Usuario abcde/ })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Administración' })).toBeNull();
  });

  it("counts a pro's unread requests on My account, in words for a screen reader; a client gets no count", async () => {
    const pro = renderApp(publicRoutes, '/es', {
      session: { user: sessionUser({ id: 'pro-1', isContractor: true }) },
      answers: { [unreadLeadsKey]: { unread: 2 } },
    });
    const myAccount = within(await desktopNav()).getByRole('link', { name: 'Mi cuenta, 2 solicitudes sin leer' });
    expect(myAccount.getAttribute('href')).toBe('/es/account');
    expect(myAccount.textContent).toBe('Mi cuenta2');
    // On a phone My account is in the menu: the closed menu's button carries the count too.
    expect(screen.getByRole('button', { name: 'Menú, 2 solicitudes sin leer' })).toBeTruthy();
    pro.unmount();

    renderApp(publicRoutes, '/en', {
      session: { user: sessionUser({ id: 'pro-1', isContractor: true }) },
      answers: { [unreadLeadsKey]: { unread: 1 } },
    });
    expect(within(await desktopNav()).getByRole('link', { name: 'My account, 1 unread request' })).toBeTruthy();
  });

  it('shows no count when every request has been seen, nor to a client', async () => {
    const seen = renderApp(publicRoutes, '/es', {
      session: { user: sessionUser({ id: 'pro-1', isContractor: true }) },
      answers: { [unreadLeadsKey]: { unread: 0 } },
    });
    expect(within(await desktopNav()).getByRole('link', { name: 'Mi cuenta' }).textContent).toBe('Mi cuenta');
    seen.unmount();
    renderApp(publicRoutes, '/es', {
      session: { user: sessionUser({ id: 'client-1', isContractor: false }) },
      answers: { [unreadLeadsKey]: { unread: 3 } },
    });
    expect(within(await desktopNav()).getByRole('link', { name: 'Mi cuenta' }).textContent).toBe('Mi cuenta');
  });

  it('offers logout to members only', async () => {
    const member = renderApp(publicRoutes, '/es', { session: { user: sessionUser() } });
    expect(within(await desktopNav()).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    member.unmount();

    renderApp(publicRoutes, '/es', { session: { user: null } });
    expect(within(await desktopNav()).queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();
  });

  it('logs out from a restricted page to /{lang}/signin, even when signing out fails', async () => {
    // jsdom cannot reach the API, so the sign-out call fails, and spec §8 says to go on anyway.
    const { router } = renderApp(publicRoutes, '/es/account', { session: { user: sessionUser() } });
    await screen.findByRole('heading', { level: 1, name: 'Tu cuenta' });
    fireEvent.click(within(await desktopNav()).getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() =>
      expect(
        within(screen.getAllByRole('navigation', { name: 'Navegación principal' })[0]!).getByRole('link', {
          name: 'Iniciar sesión',
        }),
      ).toBeTruthy(),
    );
    expect(`${router.location.pathname}${router.location.search}`).toBe('/es/signin');
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('mirrors the burger menu state on <body> and in aria-expanded', async () => {
    renderApp(publicRoutes, '/en', { session: { user: null } });
    const burger = await screen.findByRole('button', { name: 'Menu' });
    expect(document.body.dataset.navMenu).toBe('closed');
    expect(burger.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(burger);
    expect(document.body.dataset.navMenu).toBe('open');
    expect(burger.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(burger);
    expect(document.body.dataset.navMenu).toBe('closed');
  });
});
