import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ContextType, ReactNode } from 'react';
import { OwnsPathProvider, isAdminPath, type OwnsPath } from '../lib/app-links';
import { theme } from '../lib/theme';

const ownedByPublicApp: OwnsPath = (pathname) => !isAdminPath(pathname);

type MantineSettings = NonNullable<ContextType<typeof MantineContext>>;

/**
 * What MantineProvider would give its components, for an app with one, light, colour scheme and
 * its theme's variables in a static stylesheet. MantineProvider itself does more that these apps
 * need not pay for on every first page: it computes Mantine's default theme variables when its
 * module loads and writes the responsive classes from the theme during the first render (both are
 * static stylesheets here: theme-variables.css and responsive-classes.css, each checked against
 * Mantine's own output), and sets the colour scheme and reduced-motion attributes on <html> in
 * effects (both index.html files carry them). No visitor preference to keep, so no storage is
 * read and no other tab is listened to.
 */
const SETTINGS: MantineSettings = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};
/** Transitions and portals off, for tests in jsdom. */
const TEST_SETTINGS: MantineSettings = { ...SETTINGS, env: 'test' };

interface AppProviderProps {
  children: ReactNode;
  /** Which paths this app renders itself (the rest are full page loads into the other app). */
  ownsPath?: OwnsPath;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProvider({ children, ownsPath = ownedByPublicApp, env = 'default' }: AppProviderProps) {
  return (
    <MantineContext value={env === 'test' ? TEST_SETTINGS : SETTINGS}>
      <MantineThemeProvider theme={theme}>
        <OwnsPathProvider value={ownsPath}>{children}</OwnsPathProvider>
      </MantineThemeProvider>
    </MantineContext>
  );
}
