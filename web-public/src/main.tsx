import { mountApp } from './app/mount';
import { publicRoutes } from './app/router';
import { registerServiceWorker } from './features/install-app/register-service-worker';

mountApp(publicRoutes);
registerServiceWorker();
