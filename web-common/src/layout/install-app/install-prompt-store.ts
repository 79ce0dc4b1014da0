import { shouldShowInstallPrompt } from './should-show-install-prompt';

/** Chromium's event offering to install the site as an app (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

export interface InstallState {
  /** The browser offered installation and the offer is unused: the nav shows its install button. */
  offered: boolean;
  /** The dismissible install banner is open (spec §4: Android, first visit, then every 7+ days). */
  bannerOpen: boolean;
}

/**
 * The state before any offer, on the server and in the browser alike: the hook hands React this
 * very object as the server's snapshot, so hydrating with no offer made finds nothing changed and
 * re-renders nothing.
 */
export const NOTHING_OFFERED: InstallState = Object.freeze({ offered: false, bannerOpen: false });

const LAST_SHOWN_KEY = 'gp.installPrompt.lastShownAt';

/**
 * Whether the banner is due now by spec §4; when it is, the showing is remembered in storage,
 * so the next one waits 7 days.
 */
export function installBannerDue(storage: Storage, userAgent: string, now: number): boolean {
  const stored = Number(storage.getItem(LAST_SHOWN_KEY));
  const due = shouldShowInstallPrompt({ userAgent, now, lastShownAt: stored > 0 ? stored : null });
  if (due) storage.setItem(LAST_SHOWN_KEY, String(now));
  return due;
}

/** Holds the browser's install offer until the visitor asks for it, and the banner's state. */
export function createInstallStore(bannerDue: () => boolean) {
  let offer: BeforeInstallPromptEvent | null = null;
  let bannerDecided = false;
  let state: InstallState = NOTHING_OFFERED;
  const listeners = new Set<() => void>();
  const update = (next: Partial<InstallState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  return {
    /** Chromium fires the offer once, early, whatever page is open: main.tsx listens before rendering, and hands over an offer that came even earlier. */
    listen(target: EventTarget, earlyOffer?: Event): void {
      const offered = (event: Event) => {
        // Without preventDefault Chromium shows its own mini-infobar; our banner and nav button replace it.
        event.preventDefault();
        offer = event as BeforeInstallPromptEvent;
        // The event can fire again in the same visit; the banner is decided (and counted) once.
        const bannerOpen = bannerDecided ? state.bannerOpen : bannerDue();
        bannerDecided = true;
        update({ offered: true, bannerOpen });
      };
      // An offer made before the app was alive, kept by the page's start script.
      if (earlyOffer) offered(earlyOffer);
      target.addEventListener('beforeinstallprompt', offered);
      target.addEventListener('appinstalled', () => {
        offer = null;
        update({ offered: false, bannerOpen: false });
      });
    },
    snapshot: (): InstallState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Opens the browser's install dialog. An offer works once, so it is dropped either way. */
    async install(): Promise<void> {
      const event = offer;
      offer = null;
      update({ offered: false, bannerOpen: false });
      await event?.prompt();
    },
    dismissBanner(): void {
      update({ bannerOpen: false });
    },
  };
}

export const installStore = createInstallStore(() => {
  try {
    return installBannerDue(window.localStorage, navigator.userAgent, Date.now());
  } catch {
    // Storage can be off (private modes): without a memory of the last showing, stay quiet.
    return false;
  }
});
