import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../lib/theme';

/** A stylesheet's text after its leading comment. */
const generatedText = (file: string) =>
  readFileSync(join(__dirname, file), 'utf8')
    .replace(/^\/\*[\s\S]*?\*\/\n/, '')
    .trimEnd();
const fileVariables = () => generatedText('theme-variables.css');
/** What MantineProvider writes into a <style> of this kind for our theme. */
function mantineProviderStyle(kind: string, props: Partial<MantineProviderProps> = {}) {
  const html = renderToString(
    <MantineProvider theme={theme} {...props}>
      <span />
    </MantineProvider>,
  );
  return new RegExp(`<style data-mantine-styles="${kind}">([\\s\\S]*?)</style>`).exec(html)?.[1];
}

describe('the theme variables stylesheet', () => {
  it("holds exactly the variables Mantine would write for our theme (on a mismatch, paste the received text after the file's comment)", () => {
    const written = mantineProviderStyle('true', { cssVariablesResolver, forceColorScheme: 'light' });
    expect(written).toBeDefined();
    expect(fileVariables()).toBe(written);
  });

  it('is what carries the variables: the app provider no longer writes them into the page', async () => {
    const { AppProvider } = await import('./provider');
    const html = renderToString(
      <AppProvider>
        <span />
      </AppProvider>,
    );
    expect(html).not.toContain('data-mantine-styles');
    expect(fileVariables()).toContain('--mantine-color-blue-4: #1f6cc2');
  });
});

describe('the responsive classes stylesheet', () => {
  it("holds exactly the hiddenFrom/visibleFrom classes Mantine would write for our breakpoints (on a mismatch, paste the received text after the file's comment)", () => {
    const written = mantineProviderStyle('classes', { withCssVariables: false });
    expect(written).toBeDefined();
    expect(generatedText('responsive-classes.css')).toBe(written);
  });
});

describe('the pages’ root element', () => {
  it.each(['web-public', 'web-admin'])(
    '%s/index.html carries the attributes MantineProvider would set on it after the first render',
    (app) => {
      const html = readFileSync(join(__dirname, '../../..', app, 'index.html'), 'utf8');
      const root = /<html[^>]*>/.exec(html)?.[0];
      expect(root).toContain('data-mantine-color-scheme="light"');
      expect(theme.respectReducedMotion).toBe(true);
      expect(root).toContain('data-respect-reduced-motion="true"');
    },
  );
});
