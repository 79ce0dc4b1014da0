import { useSyncExternalStore } from 'react';
import { installStore, NOTHING_OFFERED, type InstallState } from '../install-prompt-store';

/** Whether the browser offers installation, and whether the install banner is open. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(installStore.subscribe, installStore.snapshot, () => NOTHING_OFFERED);
}
