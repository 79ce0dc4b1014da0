import '@gp/web-common/testing/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import { defaultHours } from '@gp/shared';
import { mountApp } from '@gp/web-common/app/mount';
import { SERVER_DATA_ELEMENT_ID } from '@gp/web-common/app/server-data';
import { renderPage } from '../entry-server';
import { profileKey } from '../lib/api/get-profile';
import { profileReviewsKey } from '../features/profiles/api/get-profile-reviews';
import { profileView } from '../testing/profile-view';
import { publicRoutes } from './router';

type ServerPage = Awaited<ReturnType<typeof renderPage>>;

/** The document as the browser gets it from the server: the page's HTML in #root, its data block after it. */
function loadServerPage(url: URL, page: ServerPage) {
  window.history.replaceState(null, '', url.pathname);
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = SERVER_DATA_ELEMENT_ID;
  data.textContent = JSON.stringify(page.data);
  document.body.append(data);
}

/**
 * The browser's first render of a server-rendered page must be the server's, attribute for attribute:
 * React (its development build, which jest runs) reports any difference on the console. The server
 * and the browser wrap the routes in different routers, so this holds only while the trees below
 * them are the same shape (useId's ids depend on it).
 */
describe('a server-rendered page in the browser', () => {
  it.each([
    ['/en/signin', 'en'],
    ['/es', 'es'],
  ])('hydrates %s with no difference from the server’s HTML', async (path, lang) => {
    document.cookie = 'gp_lang=; Max-Age=0; Path=/';
    const url = new URL(path, 'http://localhost');
    const page = await renderPage(url, async () => undefined, { signedOut: true });
    loadServerPage(url, page);
    const errors = jest.spyOn(console, 'error');

    await mountApp(publicRoutes);
    // The app's effects run once hydration is over: the language scope's remembers the page's language.
    await waitFor(() => expect(document.cookie).toContain(`gp_lang=${lang}`));

    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(errors.mock.calls).toEqual([]);
    errors.mockRestore();
  });

  it('hydrates a page whose end the browser was still reading when the app started, once it has read it', async () => {
    const url = new URL('/es', 'http://localhost');
    const page = await renderPage(url, async () => undefined, { signedOut: true });
    window.history.replaceState(null, '', url.pathname);
    document.body.innerHTML = `<div id="root">${page.html}</div>`;
    const heading = document.querySelector('h1');
    // A slow phone paints, and starts the app, before it has parsed the data block at the end.
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const errors = jest.spyOn(console, 'error');

    const mounted = mountApp(publicRoutes);
    // A timer queued after the app's own yield (setTimeout 0) runs after it and what follows it: by
    // then, the app has either read the page (and missed the data block) or is waiting for the rest.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = SERVER_DATA_ELEMENT_ID;
    data.textContent = JSON.stringify(page.data);
    document.body.append(data);
    delete (document as { readyState?: unknown }).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await mounted;

    await waitFor(() =>
      expect(document.querySelector<HTMLButtonElement>('main button[type="submit"]')?.disabled).toBe(false),
    );
    // Hydrated: the server's elements are the page's, not replaced by a render of its own.
    expect(document.querySelector('h1')).toBe(heading);
    expect(errors.mock.calls).toEqual([]);
    errors.mockRestore();
  });

  it("hydrates a profile as the server rendered it, then says whether the pro is open by the browser's clock", async () => {
    const profile = profileView({
      hours: defaultHours(),
      isPublic: true,
      viewer: { isOwner: false, isAdmin: false },
      rating: { average: 5, count: 3, starPercents: [0, 0, 0, 0, 100] },
    });
    const answers: Record<string, unknown> = {
      [profileKey(profile.id)]: profile,
      [profileReviewsKey(profile.id, 1)]: { items: [], total: 0, page: 1, pageSize: 25 },
    };
    // Wednesday 09:00 in Costa Rica: open.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-25T15:00:00Z'));
    const url = new URL(`/en/profile/${profile.id}`, 'http://localhost');
    const page = await renderPage(url, async (key) => answers[key], { signedOut: true });
    // The server's HTML may be read hours later: it says neither.
    expect(page.html).toContain('Playa Fix</h1>');
    expect(page.html).not.toMatch(/Open now|Closed now/);
    loadServerPage(url, page);
    const errors = jest.spyOn(console, 'error');

    await mountApp(publicRoutes);

    expect(await screen.findByText('Open now')).toBeTruthy();
    expect(errors.mock.calls).toEqual([]);
    jest.restoreAllMocks();
  });
});
