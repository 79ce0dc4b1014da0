import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../lib/theme';

const FILE = join(__dirname, 'theme-variables.css');
/** The file's text after its leading comment. */
const fileVariables = () =>
  readFileSync(FILE, 'utf8')
    .replace(/^\/\*[\s\S]*?\*\/\n/, '')
    .trimEnd();

describe('the theme variables stylesheet', () => {
  it("holds exactly the variables Mantine would write for our theme (on a mismatch, paste the received text after the file's comment)", () => {
    const html = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <span />
      </MantineProvider>,
    );
    const written = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];
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
    expect(html).not.toContain('data-mantine-styles="true"');
    expect(fileVariables()).toContain('--mantine-color-blue-4: #1f6cc2');
  });
});
