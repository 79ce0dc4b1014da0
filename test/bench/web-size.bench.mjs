// Section 4: what a first visit downloads, per web app: the entry script and the modules
// index.html preloads, gzip-compressed (level 9) as a server would send them; plus the CSS.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './support/built.mjs';
import { format, printTable } from './support/report.mjs';

export const title = 'Initial JavaScript of the web apps (gzip level 9)';

const APPS = ['web-public', 'web-admin'];
const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export async function run() {
  const rows = APPS.map((app) => {
    const dist = join(repoRoot, app, 'dist');
    if (!existsSync(join(dist, 'index.html'))) return [app, 'not built', '', '', '', ''];
    const initial = initialAssets(dist);
    const js = measure(initial.scripts);
    const css = measure(initial.styles);
    const allCss = measure(filesUnder(dist).filter((file) => file.endsWith('.css')));
    return [
      app,
      format.count(js.files),
      format.bytes(js.raw),
      format.bytes(js.gzip),
      `${format.bytes(css.gzip)} (${css.files})`,
      `${format.bytes(allCss.gzip)} (${allCss.files})`,
    ];
  });
  printTable(
    'Entry <script type="module"> + <link rel="modulepreload"> of dist/index.html',
    ['app', 'JS files', 'JS raw', 'JS gzip', 'initial CSS gzip (files)', 'all CSS gzip (files)'],
    rows,
    ['Lazy route chunks are not counted in JS; "initial CSS" is what index.html links, "all CSS" every .css in dist.'],
  );
}

/** The local files index.html makes the browser fetch before the app can run. */
function initialAssets(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [];
  const styles = [];
  for (const [, tag, attributeText] of html.matchAll(TAG)) {
    const attributes = parseAttributes(attributeText);
    if (tag.toLowerCase() === 'script' && attributes.type === 'module' && attributes.src) scripts.push(attributes.src);
    if (tag.toLowerCase() === 'link' && attributes.rel === 'modulepreload' && attributes.href)
      scripts.push(attributes.href);
    if (tag.toLowerCase() === 'link' && attributes.rel === 'stylesheet' && attributes.href)
      styles.push(attributes.href);
  }
  const toFiles = (urls) => urls.filter((url) => !/^[a-z]+:|^\/\//i.test(url)).map((url) => locateInDist(dist, url));
  return { scripts: toFiles(scripts), styles: toFiles(styles) };
}

function parseAttributes(text) {
  const attributes = {};
  for (const [, name, doubleQuoted, singleQuoted, bare] of text.matchAll(ATTRIBUTE)) {
    attributes[name.toLowerCase()] = doubleQuoted ?? singleQuoted ?? bare ?? '';
  }
  return attributes;
}

/**
 * The file a URL in index.html names. An app built with a `base` (web-admin is served under a
 * prefix) writes "/prefix/assets/x.js" for dist/assets/x.js, so leading segments are dropped
 * until a file matches.
 */
function locateInDist(dist, url) {
  const segments = new URL(url, 'http://localhost/').pathname.split('/').filter(Boolean);
  for (let start = 0; start < segments.length; start++) {
    const file = join(dist, ...segments.slice(start));
    if (existsSync(file)) return file;
  }
  throw new Error(`${url} in ${dist}/index.html names no file in ${dist}`);
}

function measure(files) {
  const contents = files.map((file) => readFileSync(file));
  return {
    files: files.length,
    raw: contents.reduce((sum, content) => sum + content.length, 0),
    gzip: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
  };
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
