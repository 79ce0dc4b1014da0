import { defineAppConfig } from '../web-common/vite.app-config.ts';

// Served from the same origin as web-public (under /{lang}/admin), so hashed files get their own
// folder; the favicon and other root files are web-public's (the server serves only admin-assets/
// from this build).
export default defineAppConfig({ assetsDir: 'admin-assets', publicDir: false });
