import { screen, within } from '@testing-library/react';
import { publicRoutes } from '../router';
import { renderApp } from '@gp/web-common/testing/render-app';
import { sessionUser } from '@gp/web-common/testing/session-user';

const viewedAs = sessionUser({ id: 'user-ana', displayName: 'Ana Rojas', impersonatedBy: 'admin-1' });

describe('viewing-as banner (spec §4 impersonation)', () => {
  it('tops every page while an admin views the site as someone, with a way to stop', async () => {
    renderApp(publicRoutes, '/en/tos', { session: { user: viewedAs } });
    const banner = await screen.findByRole('region', { name: 'Viewing as another user' });
    expect(within(banner).getByText('Viewing as Ana Rojas')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Stop viewing as Ana Rojas' }).textContent).toBe('Stop');
    // It comes before the site header, so it is the first thing read after the skip link.
    expect(banner.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('speaks the page language and names a user without a display name by the fallback', async () => {
    renderApp(publicRoutes, '/es/tos', { session: { user: { ...viewedAs, id: 'abcdef123', displayName: null } } });
    const banner = await screen.findByRole('region', { name: 'Viendo como otra persona' });
    expect(within(banner).getByText(/^Viendo como .*abcde$/)).toBeTruthy();
    expect(within(banner).getByRole('button', { name: /^Dejar de ver como / }).textContent).toBe('Dejar de ver');
  });

  it('is absent for everyone else', async () => {
    renderApp(publicRoutes, '/en/tos', { session: { user: sessionUser() } });
    await screen.findByRole('banner');
    expect(screen.queryByRole('region', { name: 'Viewing as another user' })).toBeNull();
  });
});
