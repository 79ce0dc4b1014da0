// Section 4: what a phone downloads on a first visit to the pages the issue names. The built
// embedded server (demo data) serves the real pages, with their server-rendered HTML, their route
// preloads and the chunks they import before hydrating, to Chromium at phone size; every response
// until network idle is summed as transferred (the encoded body: the server picks its .br or .gz
// copy by Accept-Encoding), by kind. Each page twice, in fresh contexts: gzip (the figure)
// and br (what Chromium asks for by itself). Then each public page's HTML against the issue's
// ceiling: 4× its text plus its JSON data. With BENCH_BASELINE=<checkout>, that checkout's build is
// measured too and printed beside this one's (before/after).
import { chromium } from '@playwright/test';
import { demoAdminCookies, startApi, withServer } from './support/api-server.mjs';
import { buildsToMeasure } from './support/builds.mjs';
import { pathsOn } from './support/public-pages.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.cjs';
import { format, printTable } from './support/report.mjs';
import { withTempDir } from './support/temp-dir.mjs';

export const title = 'What a phone downloads on a first visit: JavaScript against the goals, CSS, fonts, images';

/** Issue 41's goals for the JavaScript with React DOM, gzip, with KB read as 1,000 bytes: the stricter reading. */
const HOME_GOAL = 130_000;
const PAGE_GOAL = 150_000;
const CONSOLE_GOAL = 170_000;
/** Issue 41: a page's HTML at most this many times its text, plus its JSON data. */
const HTML_PER_TEXT = 4;
/** A 390 × 844 phone (iPhone 12 to 15): its pixel density picks the image variants it is sent. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const ENCODINGS = ['gzip', 'br'];
/** By Content-Type: a module preload and a dynamic import are both scripts, whatever started them. */
const KINDS = { html: /^text\/html/, js: /javascript/, css: /^text\/css/, font: /^font\//, image: /^image\// };
/** A ceiling, not a wait: a page that never goes idle, or a service worker that never installs, fails the section. */
const IDLE_TIMEOUT_MS = 60_000;

export async function run() {
  const builds = buildsToMeasure();
  const measured = [];
  // One build after the other: bytes do not depend on the host's load.
  for (const build of builds) measured.push({ build, ...(await measureBuild(build)) });
  const precache = measured.at(-1).precache;
  printTable(
    'Every response until network idle, as transferred (encoded body), fresh browser context per page and encoding',
    [
      'page',
      'build',
      'JS files',
      'JS gzip',
      'goal (gzip)',
      'gzip ÷ goal',
      'JS br',
      'CSS gzip (files)',
      'fonts (files)',
      'images (files)',
      'HTML gzip',
    ],
    pageOrder(measured).map(({ build, row }) => pageRow(row, build.label)),
    [
      'Chromium at 390 × 844 (3× density, touch), service workers blocked, one browser; the admin page signed in as the demo admin.',
      "Goals are issue 41's, with React DOM, JavaScript gzip: home ≤ 130 KB, a profile, the directory and the review form ≤ 150 KB, the",
      "console's first page ≤ 170 KB (1 KB = 1,000 bytes; the table's KiB are 1,024 bytes).",
      `After load, web-public's service worker (blocked above) precaches the app's shell in the background (what a page did not load of the entry, the answer schemas, styles, the font, icons): on /en (${measured.at(-1).build.label}), ${format.count(precache.js.files)} more`,
      `JS files, ${format.bytes(precache.js.bytes)} gzip, and ${format.bytes(precache.all.bytes)} in all (${format.count(precache.all.files)} files), besides sw.js itself (Chromium reports no size for it).`,
    ],
  );
  printTable(
    `A page's HTML against ${HTML_PER_TEXT}× its text plus its JSON data (issue 41), as the server sends it, decoded`,
    [
      'page',
      'build',
      'HTML',
      'text',
      'JSON data',
      'ceiling',
      'HTML ÷ ceiling',
      'goal',
      '<style> blocks',
      'style attributes',
    ],
    pageOrder(measured)
      .filter(({ row }) => row.html)
      .map(({ build, row: { page, html } }) => {
        const ceiling = HTML_PER_TEXT * html.text + html.json;
        return [
          page.label ?? page.path,
          build.label,
          format.bytes(html.html),
          format.bytes(html.text),
          format.bytes(html.json),
          format.bytes(ceiling),
          format.ratio(html.html / ceiling),
          html.html <= ceiling ? 'pass' : 'FAIL',
          format.count(html.styleBlocks),
          format.count(html.styleAttributes),
        ];
      }),
    [
      "Text: the UTF-8 bytes of the body's innerText with scripts off (what the server's HTML shows); JSON data: every",
      '<script> of a JSON type (the page data, structured data). The console is left out: the browser renders it, its HTML is the shell.',
    ],
  );
}

/** Each page's rows together, one per build, in the pages' order. */
function pageOrder(measured) {
  return measured[0].pages.flatMap((_, index) => measured.map(({ build, pages }) => ({ build, row: pages[index] })));
}

/** One build's server, its pages' downloads in both encodings and their HTML; the service worker's precache. */
function measureBuild(build) {
  return withTempDir('web-size', (dataDir) =>
    withServer(
      () => startApi(dataDir, {}, build.root),
      async (origin) => {
        const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
        try {
          const pages = [];
          for (const page of await pagesOf(origin, build.root)) {
            const byEncoding = {};
            for (const encoding of ENCODINGS) byEncoding[encoding] = await visit(browser, origin, page, encoding);
            const html = page.cookies ? null : await htmlShares(browser, origin, page);
            pages.push({ page, ...byEncoding, html });
          }
          return { pages, precache: await serviceWorkerPrecache(browser, origin) };
        } finally {
          await browser.close();
        }
      },
    ),
  );
}

/** The page's HTML as sent (decoded), its text with scripts off, its JSON data blocks, and its inline styles. */
async function htmlShares(browser, origin, page) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false, serviceWorkers: 'block' });
  try {
    const tab = await context.newPage();
    const response = await tab.goto(`${origin}${page.path}`, { waitUntil: 'load', timeout: IDLE_TIMEOUT_MS });
    const html = (await response.body()).length;
    const shares = await tab.evaluate(() => {
      // Runs in the page (this file is linted as Node code).
      const { document } = globalThis;
      const bytes = (text) => new TextEncoder().encode(text).length;
      return {
        text: bytes(document.body.innerText),
        json: [...document.querySelectorAll('script[type$="json"]')].reduce(
          (sum, script) => sum + bytes(script.textContent ?? ''),
          0,
        ),
        styleBlocks: document.querySelectorAll('style').length,
        styleAttributes: document.querySelectorAll('[style]').length,
      };
    });
    return { html, ...shares };
  } finally {
    await context.close();
  }
}

/** The pages and sign-in; the profile and the review form are the first listed pro's, the admin's page needs the demo admin's session. */
async function pagesOf(origin, root) {
  const paths = await pathsOn(origin, [
    { name: 'profile', lang: 'en', key: 'profile' },
    { name: 'review-form', lang: 'es', key: 'review-form' },
  ]);
  return [
    { path: '/en', goal: HOME_GOAL },
    { path: '/es', goal: HOME_GOAL },
    { path: paths.get('profile'), label: '/en/profile/{first listed pro}', goal: PAGE_GOAL },
    { path: '/es/pros', goal: PAGE_GOAL },
    { path: paths.get('review-form'), label: '/es/leave-a-review/{first listed pro}', goal: PAGE_GOAL },
    // Where a visitor signs in (to review, to reach their console): held to a public page's goal.
    { path: '/en/signin', goal: PAGE_GOAL },
    { path: '/es/signin', goal: PAGE_GOAL },
    { path: '/en/admin/accounts', goal: CONSOLE_GOAL, cookies: await demoAdminCookies(origin, root) },
  ];
}

function pageRow({ page, gzip, br }, build) {
  const withFiles = ({ bytes, files }) => `${format.bytes(bytes)} (${format.count(files)})`;
  return [
    page.label ?? page.path,
    build,
    format.count(gzip.js.files),
    format.bytes(gzip.js.bytes),
    `${format.count(page.goal / 1000)} KB`,
    `${format.ratio(gzip.js.bytes / page.goal)} ${gzip.js.bytes <= page.goal ? 'pass' : 'FAIL'}`,
    format.bytes(br.js.bytes),
    withFiles(gzip.css),
    withFiles(gzip.font),
    withFiles(gzip.image),
    format.bytes(gzip.html.bytes),
  ];
}

/** A first visit: a fresh context (no cache, cookie or storage from another visit), until network idle. */
async function visit(browser, origin, page, encoding) {
  const context = await newPhoneContext(browser, encoding, 'block');
  try {
    if (page.cookies) await context.addCookies(page.cookies.map((cookie) => ({ ...cookie, url: origin })));
    const transfers = watchTransfers(context);
    const tab = await context.newPage();
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle', timeout: IDLE_TIMEOUT_MS });
    // A redirect (to sign-in, say) would measure another page.
    const landed = new URL(tab.url()).pathname;
    if (landed !== page.path) throw new Error(`${page.path} ended on ${landed}`);
    return byKind(await transfers.stop(), encoding);
  } finally {
    await context.close();
  }
}

/**
 * What web-public's service worker downloads after a first visit to /en: it registers once the
 * page has loaded and precaches the app's shell (not its pages). Counted once its install is over and every
 * request has ended; what the page had fetched already comes from the HTTP cache and adds nothing.
 */
async function serviceWorkerPrecache(browser, origin) {
  const context = await newPhoneContext(browser, 'gzip', 'allow');
  try {
    const transfers = watchTransfers(context);
    const tab = await context.newPage();
    await tab.goto(`${origin}/en`, { waitUntil: 'networkidle', timeout: IDLE_TIMEOUT_MS });
    await tab.evaluate(
      (ms) =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error(`No service worker ready within ${ms} ms`)), ms),
          ),
        ]),
      IDLE_TIMEOUT_MS,
    );
    await transfers.quiet(IDLE_TIMEOUT_MS);
    return byKind(
      (await transfers.stop()).filter((transfer) => transfer.byServiceWorker),
      'gzip',
    );
  } finally {
    await context.close();
  }
}

function newPhoneContext(browser, encoding, serviceWorkers) {
  return browser.newContext({ ...PHONE, serviceWorkers, extraHTTPHeaders: { 'accept-encoding': encoding } });
}

/**
 * Records every request a context's pages and workers make, with what crossed the network for
 * each. `stop` ends the recording and hands over what finished until then: a request started
 * afterwards (the page keeps living until its context closes) is not part of the visit.
 */
function watchTransfers(context) {
  const transfers = [];
  const failures = [];
  let pending = 0;
  let onQuiet = () => {};
  const ended = () => {
    pending -= 1;
    if (pending === 0) onQuiet();
  };
  const listeners = {
    request: () => (pending += 1),
    requestfinished: (request) => {
      transfers.push(transferOf(request));
      ended();
    },
    requestfailed: (request) => {
      failures.push(`${request.url()} (${request.failure()?.errorText})`);
      ended();
    },
  };
  for (const [event, listener] of Object.entries(listeners)) context.on(event, listener);
  return {
    /** Resolves once no request is in flight; rejects if some still are after `timeoutMs`. */
    quiet: (timeoutMs) =>
      new Promise((resolve, reject) => {
        if (pending === 0) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`${pending} requests in flight after ${timeoutMs} ms`)),
          timeoutMs,
        );
        onQuiet = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    async stop() {
      for (const [event, listener] of Object.entries(listeners)) context.off(event, listener);
      if (failures.length > 0) throw new Error(`Requests failed: ${failures.join(', ')}`);
      return Promise.all(transfers);
    },
  };
}

async function transferOf(request) {
  const response = await request.response();
  const { responseBodySize } = await request.sizes();
  return {
    type: (await response.headerValue('content-type')) ?? '',
    encoding: await response.headerValue('content-encoding'),
    bytes: responseBodySize,
    byServiceWorker: request.serviceWorker() !== null,
  };
}

/** Files and bytes per kind, and for all responses together. */
function byKind(transfers, encoding) {
  const totals = Object.fromEntries([...Object.keys(KINDS), 'all'].map((kind) => [kind, { files: 0, bytes: 0 }]));
  for (const transfer of transfers) {
    // Served from a cache (the favicon's second use, the worker's copy of a file the page had
    // fetched): nothing crossed the network, and Chromium reports a negative size. (And 0 for a
    // service worker's own script, which it did fetch.)
    if (transfer.bytes <= 0) continue;
    if (transfer.encoding && transfer.encoding !== encoding)
      throw new Error(`Asked for ${encoding}, a ${transfer.type} response came ${transfer.encoding}`);
    const kind = Object.keys(KINDS).find((name) => KINDS[name].test(transfer.type));
    for (const total of kind ? [totals[kind], totals.all] : [totals.all]) {
      total.files += 1;
      total.bytes += transfer.bytes;
    }
  }
  return totals;
}
