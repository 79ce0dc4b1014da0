import { fileURLToPath } from 'node:url';
import { defineAppConfig } from '../web-public/vite.app-config.ts';

const publicApp = (path: string) => fileURLToPath(new URL(`../web-public/${path}`, import.meta.url));

// Served from the same origin as web-public (under /{lang}/admin), so hashed files get their
// own folder and the favicon comes from web-public.
export default defineAppConfig({
  assetsDir: 'admin-assets',
  alias: { '@public': publicApp('src') },
  publicDir: publicApp('public'),
});
