import { INSTALL_PROMPT_INTERVAL_SECONDS } from '@gp/shared';

export interface InstallPromptContext {
  userAgent: string;
  /** Milliseconds since the epoch, as Date.now() gives. */
  now: number;
  /** When the prompt was last shown (Date.now() then), or null if never. */
  lastShownAt: number | null;
}

/** iPads and iPhones name Android nowhere, but some Android-like strings name iOS too. */
const IOS = /iPhone|iPad|iPod/i;
const ANDROID = /Android/i;

/**
 * Spec §4: the install prompt shows on Android only, at the first visit, and again once more
 * than INSTALL_PROMPT_INTERVAL_SECONDS (7 days) have passed since it was last shown.
 */
export function shouldShowInstallPrompt({ userAgent, now, lastShownAt }: InstallPromptContext): boolean {
  if (!ANDROID.test(userAgent) || IOS.test(userAgent)) return false;
  if (lastShownAt === null) return true;
  return now - lastShownAt > INSTALL_PROMPT_INTERVAL_SECONDS * 1000;
}
