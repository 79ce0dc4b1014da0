import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';
import { publicRoutes } from '../../app/router';

const tabNames = async () => (await screen.findAllByRole('tab')).map((tab) => tab.textContent);

describe('the account page for clients and pros (issue 15)', () => {
  it('gives a client their settings and reviews, and no pro tabs even when asked by URL', async () => {
    renderApp(publicRoutes, '/en/account?tab=requests', { session: { user: sessionUser({ isContractor: false }) } });
    expect(await tabNames()).toEqual(['Basic info', 'My reviews']);
    expect(screen.getByRole('tab', { name: 'Basic info' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('radio', { name: /I'm looking for a pro/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("gives a pro their profile and requests too, the profile tab leading to the pro's pages", async () => {
    renderApp(publicRoutes, '/es/account?tab=profile', {
      session: { user: sessionUser({ id: 'pro-7', isContractor: true, profileComplete: true }) },
    });
    expect(await tabNames()).toEqual(['Información básica', 'Mis reseñas', 'Mi perfil', 'Solicitudes']);
    const panel = within(await screen.findByRole('tabpanel'));
    expect(panel.getByRole('link', { name: 'Ver mi perfil público' }).getAttribute('href')).toBe('/es/profile/pro-7');
    expect(panel.getByRole('link', { name: 'Editar mi perfil' }).getAttribute('href')).toBe(
      '/es/edit-contractor-profile?tab=basicInfo',
    );
  });

  it('sends a pro whose profile is not complete to the setup', async () => {
    renderApp(publicRoutes, '/en/account?tab=profile', {
      session: { user: sessionUser({ isContractor: true, profileComplete: false }) },
    });
    const panel = within(await screen.findByRole('tabpanel'));
    expect(panel.getByRole('link', { name: 'Set up my profile' }).getAttribute('href')).toBe(
      '/en/account-setup/basic-info',
    );
  });

  it('asks a pro before they become a client, and keeps them a pro when they cancel', async () => {
    renderApp(publicRoutes, '/en/account', { session: { user: sessionUser({ isContractor: true }) } });
    const pro = (await screen.findByRole('radio', { name: /I'm a pro/ })) as HTMLInputElement;
    fireEvent.click(screen.getByRole('radio', { name: /I'm looking for a pro/ }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Stop offering your services here?' }));
    expect(dialog.getByText(/Your profile leaves the public site/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(pro.checked).toBe(true);
  });

  it('sends a client who opens /profile without an id to their account, and a pro to their profile', async () => {
    const client = renderApp(publicRoutes, '/en/profile', { session: { user: sessionUser({ isContractor: false }) } });
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(client.router.state.location.pathname).toBe('/en/account');
    client.unmount();

    const pro = renderApp(publicRoutes, '/es/profile', {
      session: { user: sessionUser({ id: 'pro-9', isContractor: true }) },
    });
    await waitFor(() => expect(pro.router.state.location.pathname).toBe('/es/profile/pro-9'));
  });
});
