import type { Lang } from '@gp/shared';
import type { ReactElement } from 'react';
import { createLanguageRoutes } from '@gp/web-common/app/language-routes';
import { publicI18nFor } from '../app/i18n';
import { renderApp, type RenderAppOptions } from '@gp/web-common/testing/render-app';

/**
 * Renders one component as the content of a page at /{lang}/component-under-test, inside the
 * real layout and providers (language, translations, SWR, Mantine), signed out unless told.
 */
export function renderInPage(element: ReactElement, lang: Lang = 'en', options: RenderAppOptions = {}) {
  const routes = createLanguageRoutes(publicI18nFor, [{ path: 'component-under-test', element }]);
  return renderApp(routes, `/${lang}/component-under-test`, { session: { user: null }, ...options });
}
