import { useSyncExternalStore } from 'react';
import { installStore, type InstallState } from '../install-prompt-store';

const NOTHING_OFFERED: InstallState = { offered: false, bannerOpen: false };

/** Whether the browser offers installation, and whether the install banner is open. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(installStore.subscribe, installStore.snapshot, () => NOTHING_OFFERED);
}
