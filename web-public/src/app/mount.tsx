import '@mantine/core/styles.css';
import '@fontsource-variable/inter';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import type { OwnsPath } from '../lib/app-links';
import { AppProvider } from './provider';

/** Starts an app (web-public or web-admin) in index.html's #root. */
export function mountApp(routes: RouteObject[], ownsPath?: OwnsPath) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <AppProvider ownsPath={ownsPath}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
