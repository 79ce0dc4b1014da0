import { shouldShowInstallPrompt } from './should-show-install-prompt';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('shouldShowInstallPrompt (spec §4)', () => {
  afterEach(() => jest.useRealTimers());

  /** The moment the prompt was shown, then the clock moved on by `days`. */
  function shownThenWait(days: number): number {
    jest.useFakeTimers({ now: new Date('2031-01-10T15:00:00Z') });
    const lastShownAt = Date.now();
    jest.advanceTimersByTime(days * DAY_MS);
    return lastShownAt;
  }

  it('shows on the first visit on Android', () => {
    jest.useFakeTimers({ now: new Date('2031-01-10T15:00:00Z') });
    expect(shouldShowInstallPrompt({ userAgent: ANDROID, now: Date.now(), lastShownAt: null })).toBe(true);
  });

  it('stays hidden 6 days after it was shown', () => {
    const lastShownAt = shownThenWait(6);
    expect(shouldShowInstallPrompt({ userAgent: ANDROID, now: Date.now(), lastShownAt })).toBe(false);
  });

  it('shows again 8 days after it was shown', () => {
    const lastShownAt = shownThenWait(8);
    expect(shouldShowInstallPrompt({ userAgent: ANDROID, now: Date.now(), lastShownAt })).toBe(true);
  });

  it('waits for more than exactly 7 days', () => {
    const lastShownAt = shownThenWait(7);
    expect(shouldShowInstallPrompt({ userAgent: ANDROID, now: Date.now(), lastShownAt })).toBe(false);
    jest.advanceTimersByTime(1);
    expect(shouldShowInstallPrompt({ userAgent: ANDROID, now: Date.now(), lastShownAt })).toBe(true);
  });

  it('never shows on iOS or on a desktop, even on the first visit', () => {
    jest.useFakeTimers({ now: new Date('2031-01-10T15:00:00Z') });
    for (const userAgent of [IPHONE, DESKTOP]) {
      expect(shouldShowInstallPrompt({ userAgent, now: Date.now(), lastShownAt: null })).toBe(false);
      expect(shouldShowInstallPrompt({ userAgent, now: Date.now(), lastShownAt: Date.now() - 30 * DAY_MS })).toBe(
        false,
      );
    }
  });
});
