import { renderApp } from '@gp/web-common/testing/render-app';
import { screen, waitFor } from '@testing-library/react';
import { publicRoutes } from '../../app/router';

describe("a landing page in the other language's slugs, reached in the browser", () => {
  it.each([
    ['/es/pros/plumbing/nosara', '/es/pros/fontaneria/nosara', 'Fontanería en Nosara'],
    ['/en/pros/fontaneria', '/en/pros/plumbing', 'Plumbing in Guanacaste'],
  ])('replaces %s with %s, query and hash kept', async (from, to, heading) => {
    const { router } = renderApp(publicRoutes, `${from}?openNow=true#results`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(router.location.pathname).toBe(to));
    expect(router.location.search).toBe('?openNow=true');
    expect(router.location.hash).toBe('#results');
  });

  it('shows the 404 page for a slug of neither language', async () => {
    const { router } = renderApp(publicRoutes, '/es/pros/atlantis');
    expect(await screen.findByRole('heading', { name: '404 - No encontrado' })).toBeTruthy();
    expect(router.location.pathname).toBe('/es/pros/atlantis');
  });
});
