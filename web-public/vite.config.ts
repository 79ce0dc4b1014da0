import { appIconsPlugin } from './build-plugins/app-icons.ts';
import { routePreloadsPlugin } from './build-plugins/route-preloads.ts';
import { serviceWorkerPlugin } from './build-plugins/service-worker.ts';
import { spanishManifestPlugin } from './build-plugins/spanish-manifest.ts';
import { defineAppConfig } from '../web-common/vite.app-config.ts';

export default defineAppConfig({
  assetsDir: 'assets',
  plugins: [appIconsPlugin(), spanishManifestPlugin(), serviceWorkerPlugin(), routePreloadsPlugin()],
});
