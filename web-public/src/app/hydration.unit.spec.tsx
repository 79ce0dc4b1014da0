import '@gp/web-common/testing/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import { mountApp } from '@gp/web-common/app/mount';
import { SERVER_DATA_ELEMENT_ID } from '@gp/web-common/app/server-data';
import { renderPage } from '../entry-server';
import { publicRoutes } from './router';

/**
 * The browser's first render of a server-rendered page must be the server's, attribute for attribute:
 * React (its development build, which jest runs) reports any difference on the console. The server
 * and the browser wrap the routes in different routers, so this holds only while the trees below
 * them are the same shape (useId's ids depend on it).
 */
describe('a server-rendered page in the browser', () => {
  it('hydrates the sign-in page with no difference from the server’s HTML', async () => {
    const url = new URL('http://localhost/en/signin');
    const page = await renderPage(url, async () => undefined, { signedOut: true });
    window.history.replaceState(null, '', url.pathname);
    document.body.innerHTML = `<div id="root">${page.html}</div>`;
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = SERVER_DATA_ELEMENT_ID;
    data.textContent = JSON.stringify(page.data);
    document.body.append(data);
    const serverLabel = document.querySelector('label')?.getAttribute('for');
    const errors = jest.spyOn(console, 'error');

    await mountApp(publicRoutes);
    // Mantine swaps React's ids for its own once mounted: hydration is over when the label changes.
    await waitFor(() => expect(document.querySelector('label')?.getAttribute('for')).not.toBe(serverLabel));

    expect(serverLabel).toMatch(/^mantine-/);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(errors.mock.calls).toEqual([]);
  });
});
