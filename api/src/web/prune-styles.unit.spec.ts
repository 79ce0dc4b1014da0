import { parseSheet, pruneSheet, variablesRead, variablesUsed, tokensInHtml } from './prune-styles';

/** The sheet pruned for a page whose HTML is `html`. */
const pruned = (css: string, html: string) => pruneSheet(parseSheet(css), tokensInHtml(html));
/** A page's HTML with an element of each of these classes. */
const withClasses = (classes: string[]) => classes.map((name) => `<p class="${name}"></p>`).join('');

describe('pruning a stylesheet to what a page uses', () => {
  it('keeps a rule whose classes are all present, drops one whose class is absent', () => {
    const css = '.a{color:red}.b{color:blue}.a.b{margin:0}.a .c{padding:0}';
    expect(pruned(css, withClasses(['a']))).toBe('.a{color:red}');
    expect(pruned(css, withClasses(['a', 'b']))).toBe('.a{color:red}.b{color:blue}.a.b{margin:0}');
  });

  it('keeps a rule when any one of its selectors can match', () => {
    expect(pruned('.a,.b{color:red}', withClasses(['b']))).toBe('.a,.b{color:red}');
    expect(pruned('.a,.b{color:red}', withClasses([]))).toBe('');
  });

  it('always keeps rules that need no class, element or attribute: the root, pseudo-classes, everything', () => {
    const css = ':root{--x:1}:focus-visible{outline:0}*{box-sizing:border-box}';
    expect(pruned(css, '')).toBe(css);
  });

  it('requires no class named inside :not(), :where(), :is(), :has() or an attribute value', () => {
    const css =
      '.a:not(.gone){color:red}.a:where(.gone,.x){margin:0}:is(.gone) .a{padding:0}.a:has(> .gone){gap:0}' +
      '.a[title=".gone"]{top:0}:where(.gone){left:0}';
    expect(pruned(css, '<p class="a" title="x">')).toBe(css);
    expect(pruned(css, '<p title="x">')).toBe(':where(.gone){left:0}');
  });

  it('keeps pseudo-classes and pseudo-elements of a present class', () => {
    expect(pruned('.a:hover::after{content:""}.b:hover{color:red}', withClasses(['a']))).toBe(
      '.a:hover::after{content:""}',
    );
  });

  it("keeps the structure of @media, @supports and @layer around what it keeps, and each @layer's place", () => {
    const css =
      '@layer mantine{.m_1{color:red}@media (min-width:48em){.m_1{gap:0}.m_2{gap:1px}}}' +
      '@layer other{.m_3{top:0}}@media (max-width:30em){.m_2{left:0}}@supports (display:grid){.m_1{display:grid}}';
    expect(pruned(css, withClasses(['m_1']))).toBe(
      '@layer mantine{.m_1{color:red}@media (min-width:48em){.m_1{gap:0}}}@layer other{}' +
        '@supports (display:grid){.m_1{display:grid}}',
    );
  });

  it('keeps @font-face, @keyframes and other at-rules whole', () => {
    const css =
      '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}@keyframes spin{from{transform:none}to{rotate:1turn}}' +
      '@layer base,mantine;.a{color:red}';
    expect(pruned(css, withClasses(['a']))).toBe(css);
    expect(pruned(css, withClasses([]))).toBe(css.replace('.a{color:red}', ''));
  });

  it('leaves out the custom properties no kept rule, definition or style attribute reads', () => {
    const css =
      ':root{--a:1px;--b:var(--c);--c:2px;--d:3px}.x{--e:var(--d);margin:var(--a)}.y{padding:var(--e)}.z{--f:1px}';
    const sheet = parseSheet(css);
    const pruneFor = (classes: string[], html = '') => {
      const present = tokensInHtml(withClasses(classes));
      return pruneSheet(sheet, present, variablesUsed([sheet], present, variablesRead(html)));
    };
    expect(pruneFor(['x'])).toBe(':root{--a:1px}.x{margin:var(--a)}');
    expect(pruneFor(['x', 'y'])).toBe(':root{--a:1px;--d:3px}.x{--e:var(--d);margin:var(--a)}.y{padding:var(--e)}');
    expect(pruneFor(['z'], '<p style="--g:var(--b, var(--f))">')).toBe(':root{--b:var(--c);--c:2px}.z{--f:1px}');
    expect(pruneFor([])).toBe('');
  });

  it('gives back the sheet as it was when every class and custom property is used', () => {
    const css = '@layer a{:root{--a:1px;--b:2px!important}.x{margin:var(--a);padding:var(--b)}/* note */.y{color:red}}';
    const sheet = parseSheet(css);
    expect(pruneSheet(sheet, sheet.tokens, variablesUsed([sheet], sheet.tokens, []))).toBe(css);
  });

  it('requires the elements and attribute names a selector names outside parentheses', () => {
    const css =
      'button{cursor:pointer}table td{padding:0}input[type=checkbox]{margin:0}[data-with-icon]{gap:0}:where([data-gone]) p{top:0}';
    expect(pruned(css, '<button type="submit">Go</button><p data-size="sm">')).toBe(
      'button{cursor:pointer}:where([data-gone]) p{top:0}',
    );
    expect(pruned(css, '<table><tr><td data-with-icon></td></tr></table><input type="text">')).toBe(
      'table td{padding:0}input[type=checkbox]{margin:0}[data-with-icon]{gap:0}',
    );
  });

  it("reads the classes, elements and attribute names of a page's HTML", () => {
    expect(
      tokensInHtml(
        '<div class="a  b"><svg class="c" viewBox="0 0 1 1"></svg><p data-class="d" hidden class="">x.e</p></div>',
      ),
    ).toEqual(new Set(['.a', '.b', '.c', '<div', '<svg', '<p', '[class', '[viewbox', '[data-class', '[hidden']));
  });
});
