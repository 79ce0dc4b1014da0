import postcss from 'postcss';
import { lightSchemeOnly } from './light-scheme-only';

const processed = async (css: string) => (await postcss([lightSchemeOnly()]).process(css, { from: undefined })).css;

describe('the built CSS keeps only what the forced light scheme can apply', () => {
  it("drops rules for Mantine's dark scheme, quoted or not, at the root, in :where() and inside @media and @layer (left empty, they go too)", async () => {
    const css = [
      ':root[data-mantine-color-scheme=dark]{--mantine-color-body:#242424}',
      ":where([data-mantine-color-scheme='dark']) .m_1{color:#fff}",
      '@media (min-width:40em){[data-mantine-color-scheme="dark"] .m_2{color:#eee}}',
      "@layer mantine{:where([data-mantine-color-scheme='dark']) .m_3{color:#ddd}}",
    ].join('');
    expect(await processed(css)).toBe('');
  });

  it('keeps light-scheme and scheme-free rules, and the other selectors of a rule that also served the dark scheme', async () => {
    const css = [
      ':root[data-mantine-color-scheme=light]{--mantine-color-body:#fff}',
      '.m_1{padding:0}',
      ":root,:host,:root[data-mantine-color-scheme='dark']{--mantine-scale:1}",
      '[data-scheme=dark] .own{color:red}',
    ].join('');
    expect(await processed(css)).toBe(
      [
        ':root[data-mantine-color-scheme=light]{--mantine-color-body:#fff}',
        '.m_1{padding:0}',
        ':root,:host{--mantine-scale:1}',
        '[data-scheme=dark] .own{color:red}',
      ].join(''),
    );
  });
});
