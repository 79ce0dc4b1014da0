import { createInstallStore, installBannerDue, type BeforeInstallPromptEvent } from './install-prompt-store';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What Chromium dispatches: a cancelable event with prompt(). */
function installOffer() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent & {
    prompts: number;
  };
  event.prompts = 0;
  Object.assign(event, { prompt: async () => void (event.prompts += 1) });
  return event;
}

describe('install store', () => {
  it('keeps the offer instead of letting the browser show its own infobar, and opens the banner when due', () => {
    const store = createInstallStore(() => true);
    const window = new EventTarget();
    store.listen(window);
    const offer = installOffer();
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(store.snapshot()).toEqual({ offered: true, bannerOpen: true });
  });

  it('takes an offer the browser made before the app was alive, kept by the page', async () => {
    const store = createInstallStore(() => true);
    const early = installOffer();
    store.listen(new EventTarget(), early);
    expect(store.snapshot()).toEqual({ offered: true, bannerOpen: true });
    await store.install();
    expect(early.prompts).toBe(1);
  });

  it('offers the nav button without the banner when the banner is not due', () => {
    const store = createInstallStore(() => false);
    const window = new EventTarget();
    store.listen(window);
    window.dispatchEvent(installOffer());
    expect(store.snapshot()).toEqual({ offered: true, bannerOpen: false });
  });

  it('uses an offer once: install prompts the browser and hides both entries', async () => {
    const store = createInstallStore(() => true);
    const window = new EventTarget();
    store.listen(window);
    const offer = installOffer();
    window.dispatchEvent(offer);
    await store.install();
    expect(offer.prompts).toBe(1);
    expect(store.snapshot()).toEqual({ offered: false, bannerOpen: false });
  });

  it('decides the banner once per visit, even when the browser offers again', () => {
    let decisions = 0;
    const store = createInstallStore(() => (decisions += 1) === 1);
    const window = new EventTarget();
    store.listen(window);
    window.dispatchEvent(installOffer());
    store.dismissBanner();
    window.dispatchEvent(installOffer());
    expect(decisions).toBe(1);
    expect(store.snapshot()).toEqual({ offered: true, bannerOpen: false });
  });

  it('forgets the offer once the app is installed', () => {
    const store = createInstallStore(() => true);
    const window = new EventTarget();
    store.listen(window);
    window.dispatchEvent(installOffer());
    window.dispatchEvent(new Event('appinstalled'));
    expect(store.snapshot()).toEqual({ offered: false, bannerOpen: false });
  });
});

describe('installBannerDue', () => {
  beforeEach(() => localStorage.clear());

  it('remembers a showing in localStorage and waits more than 7 days before the next', () => {
    const shownAt = Date.parse('2031-01-10T15:00:00Z');
    expect(installBannerDue(localStorage, ANDROID, shownAt)).toBe(true);
    expect(installBannerDue(localStorage, ANDROID, shownAt + 6 * DAY_MS)).toBe(false);
    expect(installBannerDue(localStorage, ANDROID, shownAt + 8 * DAY_MS)).toBe(true);
    // The 8-day showing is now the last one.
    expect(installBannerDue(localStorage, ANDROID, shownAt + 9 * DAY_MS)).toBe(false);
  });
});
