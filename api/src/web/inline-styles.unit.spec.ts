import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InlineStylesheets } from './inline-styles';

/** A build folder holding these files, by path inside it. */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gp-styles-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, content] of Object.entries(files)) writeFileSync(join(dir, path), content);
  return dir;
}

const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

describe('inlined stylesheets', () => {
  const dist = build({
    'assets/index-1.css':
      ':root{--gap:4px;--unused:1px;--size:var(--base);--base:2px}@layer mantine{.m_1{color:red}.m_9{color:blue;padding:var(--gap)}}.site-main{flex:1}',
    'assets/page-2.css': '.page{margin:0}body{margin:0}.card{width:var(--size)}',
    'assets/closing-3.css': '.x::after{content:"</style><script>alert(1)</script>"}',
  });
  const stylesheets = new InlineStylesheets(dist);
  const inlined = (html: string, page: string) => stylesheets.inline(html, stylesheets.pageStyles(page));

  it("puts what the page's classes use in the head, and leaves a disabled link so the app's chunk loader does not fetch the sheet", () => {
    const head = `<head>${link('/assets/index-1.css')}\n${link('/assets/page-2.css')}</head>`;
    expect(inlined(head, '<body><main class="site-main m_1">')).toBe(
      '<head><style>@layer mantine{.m_1{color:red}}.site-main{flex:1}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>\n' +
        '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/page-2.css" disabled></head>',
    );
  });

  it("keeps the custom properties read by the rules kept in any of the page's sheets or by its style attributes", () => {
    const index = link('/assets/index-1.css');
    expect(inlined(index, '<p class="m_9">')).toContain('<style>:root{--gap:4px}@layer mantine{.m_9{');
    expect(inlined(index, '<p class="card">')).toContain('<style>:root{--size:var(--base);--base:2px}@layer');
    expect(inlined(index, '<p style="--x:var(--unused)">')).toContain('<style>:root{--unused:1px}@layer');
  });

  it('prunes each sheet for each page, not for the first page it served', () => {
    const index = link('/assets/index-1.css');
    expect(inlined(index, '<p class="m_9">')).toContain('@layer mantine{.m_9{color:blue;padding:var(--gap)}}</style>');
    expect(inlined(index, '<p class="m_9 unknown">')).toContain(
      '@layer mantine{.m_9{color:blue;padding:var(--gap)}}</style>',
    );
    expect(inlined(index, '<p>')).toBe(
      '<style>@layer mantine{}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>',
    );
  });

  it('keeps the link of a sheet it cannot read, or whose text could end the style element', () => {
    expect(inlined(link('/assets/missing-4.css'), '<p>')).toBe(link('/assets/missing-4.css'));
    expect(inlined(link('/assets/closing-3.css'), '<p class="x">')).toBe(link('/assets/closing-3.css'));
  });

  it('leaves every other tag alone', () => {
    const others = [
      '<link rel="modulepreload" crossorigin href="/assets/index-1.js">',
      '<link rel="stylesheet" href="https://elsewhere.example/x.css">',
      '<link rel="stylesheet" crossorigin href="/assets/../../etc/passwd.css">',
      '<link rel="icon" href="/favicon.svg">',
    ].join('');
    expect(inlined(others, '<p class="m_1">')).toBe(others);
  });
});
