import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import type { ReactNode } from 'react';
import { OwnsPathProvider, isAdminPath, type OwnsPath } from '../lib/app-links';
import { theme } from '../lib/theme';

const ownedByPublicApp: OwnsPath = (pathname) => !isAdminPath(pathname);

/**
 * Both apps have one, light, colour scheme, so there is no visitor preference to keep: Mantine's
 * default manager would read localStorage during the first render (a slow first access on a phone)
 * and listen for changes in other tabs, for nothing.
 */
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

interface AppProviderProps {
  children: ReactNode;
  /** Which paths this app renders itself (the rest are full page loads into the other app). */
  ownsPath?: OwnsPath;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProvider({ children, ownsPath = ownedByPublicApp, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      forceColorScheme="light"
      colorSchemeManager={lightOnly}
      // The theme's variables (with theme.ts's cssVariablesResolver) are a static stylesheet,
      // theme-variables.css, not computed per render.
      withCssVariables={false}
      env={env}
    >
      <OwnsPathProvider value={ownsPath}>{children}</OwnsPathProvider>
    </MantineProvider>
  );
}
