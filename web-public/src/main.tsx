import { mountApp } from '@gp/web-common/app/mount';
import { publicRoutes } from './app/router';
import { earlyInstallOffer } from '@gp/web-common/app/early-input';
import { installStore } from '@gp/web-common/layout/install-app/install-prompt-store';
import { registerServiceWorker } from '@gp/web-common/layout/install-app/register-service-worker';

// Chromium offers installation once, early: listen before the first render so the offer is kept.
installStore.listen(window, earlyInstallOffer());
void mountApp(publicRoutes);
registerServiceWorker();
