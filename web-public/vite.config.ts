import { defineAppConfig } from './vite.app-config.ts';

export default defineAppConfig({ assetsDir: 'assets' });
