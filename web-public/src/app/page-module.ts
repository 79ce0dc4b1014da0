import type { RouteModule } from '@gp/web-common/app/lazy-route';

/**
 * What a page's module (app/routes/<page>.tsx) adds to its entry in the shared PAGES table (path,
 * access, meta): the component, the API reads its first render shows, and its footer.
 */
export type PageModule = RouteModule;
