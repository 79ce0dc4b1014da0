import { renderApp } from '@gp/web-common/testing/render-app';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { publicRoutes } from '../router';

describe('LanguageSwitcher', () => {
  it('links to the same path, query and hash in the other language', async () => {
    renderApp(publicRoutes, '/en/profile/abc?tab=photos#reviews');
    const nav = (await screen.findAllByRole('navigation', { name: 'Main navigation' }))[0]!;
    const link = within(nav).getByRole('link', { name: 'Switch language to Español' });
    expect(link.getAttribute('href')).toBe('/es/profile/abc?tab=photos#reviews');
    expect(link.getAttribute('hreflang')).toBe('es');
  });

  it("links a directory landing page to the other language's slugs, as its hreflang alternate does", async () => {
    renderApp(publicRoutes, '/en/pros/plumbing/nosara?openNow=true');
    const nav = (await screen.findAllByRole('navigation', { name: 'Main navigation' }))[0]!;
    const link = within(nav).getByRole('link', { name: 'Switch language to Español' });
    expect(link.getAttribute('href')).toBe('/es/pros/fontaneria/nosara?openNow=true');
  });

  it('switches the page language, the URL segment and <html lang> when followed', async () => {
    const { router } = renderApp(publicRoutes, '/en/nowhere?q=1');
    await screen.findByRole('heading', { name: '404 - Not Found' });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));

    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    fireEvent.click(within(nav).getByRole('link', { name: 'Switch language to Español' }));

    expect(await screen.findByRole('heading', { name: '404 - No encontrado' })).toBeTruthy();
    expect(router.location.pathname).toBe('/es/nowhere');
    expect(router.location.search).toBe('?q=1');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(screen.getAllByRole('link', { name: 'Cambiar el idioma a English' })[0]!.getAttribute('href')).toBe(
      '/en/nowhere?q=1',
    );
  });
});
