import type { SessionUser } from '@gp/shared';
import { createLanguageRoutes } from '@gp/web-common/app/language-routes';
import { isAdminPath } from '@gp/web-common/lib/app-links';
import { renderApp } from '@gp/web-common/testing/render-app';
import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { adminI18nFor } from '../app/i18n';
import { adminPages } from '../app/router';

export interface RenderConsoleOptions {
  user: SessionUser;
  /** What the API answers, by SWR key (the request URL); keys not listed stay loading. */
  answers?: Record<string, unknown>;
}

/** Renders the admin app at a URL for a signed-in user, with the lists it reads already answered. */
export function renderConsole(url: string, { user, answers = {} }: RenderConsoleOptions) {
  const routes = createLanguageRoutes(adminI18nFor, [
    {
      element: (
        <SWRConfig value={{ fallback: answers }}>
          <Outlet />
        </SWRConfig>
      ),
      children: adminPages,
    },
  ]);
  return renderApp(routes, url, { session: { user }, ownsPath: isAdminPath });
}
