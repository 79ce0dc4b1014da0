import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { OwnsPathProvider, isAdminPath, type OwnsPath } from '../lib/app-links';
import { cssVariablesResolver, theme } from '../lib/theme';

const ownedByPublicApp: OwnsPath = (pathname) => !isAdminPath(pathname);

interface AppProviderProps {
  children: ReactNode;
  /** Which paths this app renders itself (the rest are full page loads into the other app). */
  ownsPath?: OwnsPath;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProvider({ children, ownsPath = ownedByPublicApp, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <OwnsPathProvider value={ownsPath}>{children}</OwnsPathProvider>
    </MantineProvider>
  );
}
