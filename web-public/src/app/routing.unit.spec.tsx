import { renderApp } from '@gp/web-common/testing/render-app';
import { screen, waitFor } from '@testing-library/react';
import { publicRoutes } from './router';

describe('public routes (spec §2)', () => {
  it.each([
    ['/', '/en'],
    ['/en', '/en'],
    ['/es', '/es'],
  ])('shows the home page for %s', async (url, expectedPath) => {
    const { router } = renderApp(publicRoutes, url);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(router.location.pathname).toBe(expectedPath);
    expect(
      screen
        .getAllByRole('link', { name: expectedPath === '/es' ? 'Crea tu cuenta' : 'Create your account' })[0]!
        .getAttribute('href'),
    ).toBe(`${expectedPath}/create-account`);
  });

  it('redirects an unknown language prefix to /en, keeping the rest of the path and the query', async () => {
    const { router } = renderApp(publicRoutes, '/fr/no-such-page/abc?tab=photos');
    await screen.findByRole('heading', { name: '404 - Not Found' });
    expect(router.location.pathname).toBe('/en/no-such-page/abc');
    expect(router.location.search).toBe('?tab=photos');
  });

  it('puts a path without a language under /en', async () => {
    const { router } = renderApp(publicRoutes, '/faq?x=1');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(router.location.pathname).toBe('/en/faq');
    expect(router.location.search).toBe('?x=1');
  });

  it.each([
    ['/en/404', '404 - Not Found', 'en'],
    ['/es/404', '404 - No encontrado', 'es'],
    ['/es/no/such/page', '404 - No encontrado', 'es'],
  ])('shows the 404 page for %s in its language', async (url, heading, lang) => {
    renderApp(publicRoutes, url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe(lang));
    expect(document.title).toBe(`${heading} · Guanacaste Pros`);
  });

  it('renders the landmarks and a skip link to the main content', async () => {
    renderApp(publicRoutes, '/en');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
