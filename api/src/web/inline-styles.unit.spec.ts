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
    'assets/index-1.css': '@layer mantine{.m_1{color:red}}.site-main{flex:1}',
    'assets/page-2.css': '.page{margin:0}',
    'assets/closing-3.css': '.x::after{content:"</style><script>alert(1)</script>"}',
  });
  const stylesheets = new InlineStylesheets(dist);

  it("puts a built sheet's text in the head, and leaves a disabled link so the app's chunk loader does not fetch it again", () => {
    expect(stylesheets.inline(`<head>${link('/assets/index-1.css')}\n${link('/assets/page-2.css')}</head>`)).toBe(
      '<head><style>@layer mantine{.m_1{color:red}}.site-main{flex:1}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>\n' +
        '<style>.page{margin:0}</style><link rel="stylesheet" href="/assets/page-2.css" disabled></head>',
    );
  });

  it('keeps the link of a sheet it cannot read, or whose text could end the style element', () => {
    expect(stylesheets.inline(link('/assets/missing-4.css'))).toBe(link('/assets/missing-4.css'));
    expect(stylesheets.inline(link('/assets/closing-3.css'))).toBe(link('/assets/closing-3.css'));
  });

  it('leaves every other tag alone', () => {
    const others = [
      '<link rel="modulepreload" crossorigin href="/assets/index-1.js">',
      '<link rel="stylesheet" href="https://elsewhere.example/x.css">',
      '<link rel="stylesheet" crossorigin href="/assets/../../etc/passwd.css">',
      '<link rel="icon" href="/favicon.svg">',
    ].join('');
    expect(stylesheets.inline(others)).toBe(others);
  });
});
