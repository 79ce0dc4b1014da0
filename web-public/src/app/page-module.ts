import type { ComponentType } from 'react';
import type { FooterVariant } from '@gp/web-common/layout/footer/hooks/use-footer-variant';
import type { ServerDataKeys } from '@gp/web-common/app/server-data';

/**
 * What a page's module (app/routes/<page>.tsx) adds to its entry in the shared PAGES table (path,
 * access, meta): the component, the API reads its first render shows, and its footer.
 */
export interface PageModule {
  Component: ComponentType;
  serverData?: ServerDataKeys;
  footerVariant?: FooterVariant;
}
