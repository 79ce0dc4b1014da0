/** Business constants and limits of spec §9. */
export const LANGUAGES = ['en', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

export const REVIEWS_TO_PUBLISH_PROFILE = 3;
export const MINIMUM_AGE = 18;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_AVERAGE_DECIMALS = 2;

export const PHONE_CODE_LENGTH = 6;
export const PHONE_PREFIX_CR = '+506';
export const PHONE_PREFIX_NANP = '+1';
export const PASSWORD_MIN_LENGTH = 6;

/** The pro's setup wizard; 'finish' says what happens next and offers the phone and contact choices. */
export const ACCOUNT_SETUP_STEPS = ['basic-info', 'service-zones', 'photos', 'finish'] as const;
export type AccountSetupStep = (typeof ACCOUNT_SETUP_STEPS)[number];
export const accountSetupPath = (lang: Lang, step: AccountSetupStep) => `/${lang}/account-setup/${step}`;
/** The phone page, opened from the wizard's last step (?from=setup), returns there once the number is verified. */
export const FROM_SETUP = { param: 'from', value: 'setup' } as const;
export const addPhoneFromSetupPath = (lang: Lang) =>
  `/${lang}/add-phone-number?${FROM_SETUP.param}=${FROM_SETUP.value}`;
export const DEFAULT_OPEN_TIME = '7:00';
export const DEFAULT_CLOSE_TIME = '17:00';
export const TIME_STEP_MINUTES = 15;

export const INSTALL_PROMPT_INTERVAL_SECONDS = 604_800;
export const FALLBACK_NAME_SUFFIX_LENGTH = 5;

export const THUMBNAIL_SIZE = 500;
export const RESIZED_SIZE = 3000;
export const MAX_UPLOAD_BYTES = 20_000_000;

export const UPLOAD_CHUNK_MIN_BYTES = 256 * 1024;
export const UPLOAD_CHUNK_MAX_BYTES = 32 * 1024 * 1024;

export const EDIT_DEBOUNCE_MS = 500;
export const SEARCH_HIGHLIGHT_MIN_CHARS = 3;
export const ADMIN_REVIEW_PREVIEW_CHARS = 150;

export const ADMIN_MOBILE_BREAKPOINT_PX = 1280;
export const ACCOUNT_PAGE_BREAKPOINT_PX = 768;

/** Current Terms of Service version; raising it makes everyone accept again. */
export const CURRENT_TERMS_VERSION = 1;

/** The cookie that remembers the language a visitor last used (a year), so `/` opens in it. */
export const LANGUAGE_COOKIE = 'gp_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The business runs in Costa Rica: every date and time it shows or decides on is read there. */
export const COSTA_RICA_TIME_ZONE = 'America/Costa_Rica';
/** Costa Rica keeps UTC−6 all year: it has had no daylight saving time since 1992. */
export const COSTA_RICA_UTC_OFFSET_HOURS = -6;

export const SUPPORT_HOURS = {
  days: 'Monday-Friday',
  open: '9:00 AM',
  close: '5:00 PM',
  timeZone: COSTA_RICA_TIME_ZONE,
} as const;
