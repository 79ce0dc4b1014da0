import { mountApp } from './app/mount';
import { publicRoutes } from './app/router';
import { installStore } from './features/install-app/install-prompt-store';
import { registerServiceWorker } from './features/install-app/register-service-worker';

// Chromium offers installation once, early: listen before the first render so the offer is kept.
installStore.listen(window);
void mountApp(publicRoutes);
registerServiceWorker();
