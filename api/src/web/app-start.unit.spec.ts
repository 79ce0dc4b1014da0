import { type DOMWindow, JSDOM } from 'jsdom';
import { APP_START_SCRIPT } from '@gp/shared';
import { withDeferredAppStart, withPageScripts } from './app-start';
import { BUILT_INDEX_HTML } from './testing/index-html';

const ENTRY = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';
const SHARED_CHUNK = '<link rel="modulepreload" crossorigin href="/assets/i18n-def456.js">';
const PAGE_CHUNK = '<link rel="modulepreload" crossorigin href="/assets/profile-789.js">';
const builtIndex = BUILT_INDEX_HTML.replace(ENTRY, `${ENTRY}\n    ${SHARED_CHUNK}`);

/** What the start script records (web-common/src/app/early-input.ts replays it). */
const earlyInput = (window: DOMWindow) =>
  (window as unknown as { gpEarlyInput?: { taps: Element[]; fields: Element[]; stopTaps(): void; stop(): void } })
    .gpEarlyInput;

/** Tags as the HTML parser gives them back (`crossorigin=""`), for comparing with what was parsed. */
const asParsed = (...tags: string[]) => [...JSDOM.fragment(tags.join('')).children].map((tag) => tag.outerHTML);
const templateTags = (document: Document) =>
  [...document.querySelector<HTMLTemplateElement>('template#app-scripts')!.content.children].map(
    (tag) => tag.outerHTML,
  );

describe("web-public's app start", () => {
  it("moves the build's script tags into an inert template, beside the one inline script that starts them", () => {
    const { document } = new JSDOM(withDeferredAppStart(builtIndex)).window;
    expect(document.head.querySelectorAll('script[src], link[rel="modulepreload"]')).toHaveLength(0);
    expect(templateTags(document)).toEqual(asParsed(ENTRY, SHARED_CHUNK));
    const inline = [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent);
    expect(inline).toEqual([APP_START_SCRIPT]);
    // The stylesheet stays where it was: the first paint needs it.
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it("adds a page's own chunks to the tags started after the first paint", () => {
    const { document } = new JSDOM(withPageScripts(withDeferredAppStart(builtIndex), [PAGE_CHUNK])).window;
    expect(templateTags(document)).toEqual(asParsed(ENTRY, SHARED_CHUNK, PAGE_CHUNK));
  });

  it('leaves a page without the build scripts as it is', () => {
    const bare = BUILT_INDEX_HTML.replace(ENTRY, '');
    expect(withDeferredAppStart(bare)).toBe(bare);
    expect(withPageScripts(bare, [PAGE_CHUNK])).toBe(bare);
  });

  describe('in a browser', () => {
    const body = [
      '<form><input name="password" value="secret"><button>Log in</button></form>',
      '<button type="button" id="filters">Filters</button>',
      '<a href="#features"><button type="button" id="in-link">Features</button></a>',
    ].join('');
    const browse = (pageChunks = [PAGE_CHUNK], beforeParse?: (window: DOMWindow) => void) => {
      const html = withPageScripts(withDeferredAppStart(builtIndex), pageChunks).replace(
        '<div id="root"></div>',
        `<div id="root">${body}</div>`,
      );
      // No resources: jsdom neither fetches nor runs the app's module scripts, it only adds them.
      return new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true, beforeParse }).window;
    };

    it("adds the template's tags to the head as real elements after the first frame", async () => {
      const window = browse();
      const { document } = window;
      expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
      const added = new Promise((resolve) =>
        new window.MutationObserver(resolve).observe(document.head, { childList: true }),
      );
      await added;
      expect(
        [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map((tag) => tag.outerHTML),
      ).toEqual(asParsed(ENTRY, SHARED_CHUNK, PAGE_CHUNK));
      window.close();
    });

    it('adds every tag in one task, however slow the phone: each task adding links costs a layout of the whole page', async () => {
      const pageChunks = ['a', 'b', 'c', 'd', 'e'].map((name) => PAGE_CHUNK.replace('profile-789', `page-${name}`));
      // A phone that takes 11 ms a tag, as the clock tells it.
      let now = 0;
      const window = browse(pageChunks, (page) => {
        page.performance.now = () => (now += 11);
      });
      const batches: number[] = [];
      await new Promise<void>((resolve) =>
        new window.MutationObserver((records) => {
          batches.push(records.reduce((count, record) => count + record.addedNodes.length, 0));
          if (batches.reduce((sum, count) => sum + count) === 2 + pageChunks.length) resolve();
        }).observe(window.document.head, { childList: true }),
      );
      expect(batches).toEqual([2 + pageChunks.length]);
      window.close();
    });

    it('records the buttons tapped before the app is alive and holds back what they would do, but not links', () => {
      const window = browse();
      const { document } = window;
      const submitted = jest.fn();
      document.querySelector('form')!.addEventListener('submit', (event) => {
        event.preventDefault();
        submitted();
      });
      const logIn = document.querySelector<HTMLButtonElement>('form button')!;
      const filters = document.querySelector<HTMLButtonElement>('#filters')!;
      logIn.click();
      filters.click();
      document.querySelector<HTMLButtonElement>('#in-link')!.click();
      expect(submitted).not.toHaveBeenCalled();
      expect(earlyInput(window)?.taps).toEqual([logIn, filters]);

      // Once the app handles clicks, a tap is the app's alone.
      earlyInput(window)!.stopTaps();
      filters.click();
      logIn.click();
      expect(earlyInput(window)?.taps).toEqual([logIn, filters]);
      expect(submitted).toHaveBeenCalledTimes(1);
      window.close();
    });

    it('records each field typed into before the app is alive, once, until the app has taken them', () => {
      const window = browse();
      const { document } = window;
      const password = document.querySelector('input')!;
      const type = (text: string) => {
        password.value = text;
        password.dispatchEvent(new window.Event('input', { bubbles: true }));
      };
      type('tamarindo');
      type('tamarindo-sunset');
      expect(earlyInput(window)?.fields).toEqual([password]);

      earlyInput(window)!.stop();
      document.querySelector('form')!.append(document.createElement('textarea'));
      document.querySelector('textarea')!.dispatchEvent(new window.Event('input', { bubbles: true }));
      expect(earlyInput(window)?.fields).toEqual([password]);
      window.close();
    });
  });
});
