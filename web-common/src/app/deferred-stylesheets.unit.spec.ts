import type { ServerResponse } from 'node:http';
import { startLocalHttpServer, type LocalHttpServer } from '../testing/local-http-server';
import { applyDeferredStylesheets, WHOLE_SHEETS_ATTRIBUTE } from './deferred-stylesheets';

const SHEETS: Record<string, string> = {
  '/assets/index-1.css': '.a{color:red}',
  '/assets/page-2.css': '.b{color:blue}',
};
const css = (text: string) => (response: ServerResponse) => {
  response.writeHead(200, { 'Content-Type': 'text/css' });
  response.end(text);
};

let server: LocalHttpServer;
beforeAll(async () => (server = await startLocalHttpServer()));
afterAll(() => server.close());

/** A head as the server leaves it: the rules used inlined, the whole sheets linked disabled, and an alternate link. */
function serverHead() {
  document.head.innerHTML =
    `<style>.a{color:red}</style><link rel="stylesheet" href="${server.origin}/assets/index-1.css" disabled>` +
    `<link rel="stylesheet" href="${server.origin}/assets/page-2.css" disabled>` +
    `<link rel="alternate" href="${server.origin}/es" disabled>`;
}
const linksDisabled = () => [...document.head.querySelectorAll('link')].map((link) => link.hasAttribute('disabled'));
const wholeSheets = () => [...document.head.querySelectorAll(`style[${WHOLE_SHEETS_ATTRIBUTE}]`)];

describe('deferred stylesheets', () => {
  it('adds the whole sheets, in their order, as one style at the end of the head, and leaves the links disabled', async () => {
    serverHead();
    server.respondWith((request, response) => css(SHEETS[request.url!]!)(response));
    await applyDeferredStylesheets();
    expect(wholeSheets().map((style) => style.textContent)).toEqual(['.a{color:red}\n.b{color:blue}']);
    expect(document.head.lastElementChild).toBe(wholeSheets()[0]);
    // Disabled still: the chunk loader finds them and adds no second copy.
    expect(linksDisabled()).toEqual([true, true, true]);
  });

  it('reads each sheet once, however often it is called', async () => {
    serverHead();
    server.respondWith((request, response) => css(SHEETS[request.url!]!)(response));
    await Promise.all([applyDeferredStylesheets(), applyDeferredStylesheets()]);
    await applyDeferredStylesheets();
    expect(server.received.map((request) => request.url)).toEqual(['/assets/index-1.css', '/assets/page-2.css']);
    expect(wholeSheets()).toHaveLength(1);
  });

  it('enables the links, for the browser to try, when a sheet cannot be read', async () => {
    serverHead();
    server.respondWith((request, response) =>
      request.url === '/assets/page-2.css' ? response.writeHead(404).end() : css(SHEETS[request.url!]!)(response),
    );
    await applyDeferredStylesheets();
    expect(wholeSheets()).toHaveLength(0);
    expect(linksDisabled()).toEqual([false, false, true]);
  });
});
