import type { Lang } from '../constants/constants';
import type { Localized } from './localized';

/** A language a contractor speaks (spec §3 language list). */
export interface SpokenLanguage {
  /** ISO 639 code, as stored on profiles. */
  code: string;
  /** The language's name in each interface language, from the runtime's CLDR data. */
  name: Localized<string>;
  /** Emoji flag of the language's representative country. */
  flag: string;
}

/**
 * Each spoken language with the region whose flag stands for it. English takes the US flag because most
 * English-speaking clients here come from North America; Spanish takes Costa Rica's.
 */
const LANGUAGE_REGIONS: Readonly<Record<string, string>> = {
  en: 'US',
  es: 'CR',
  pt: 'BR',
  fr: 'FR',
  de: 'DE',
  it: 'IT',
  nl: 'NL',
  ca: 'AD',
  eu: 'ES',
  gl: 'ES',
  ga: 'IE',
  cy: 'GB',
  gd: 'GB',
  lb: 'LU',
  mt: 'MT',
  is: 'IS',
  da: 'DK',
  no: 'NO',
  sv: 'SE',
  fi: 'FI',
  et: 'EE',
  lv: 'LV',
  lt: 'LT',
  pl: 'PL',
  cs: 'CZ',
  sk: 'SK',
  sl: 'SI',
  hr: 'HR',
  bs: 'BA',
  sr: 'RS',
  mk: 'MK',
  bg: 'BG',
  ro: 'RO',
  hu: 'HU',
  sq: 'AL',
  el: 'GR',
  uk: 'UA',
  be: 'BY',
  ru: 'RU',
  ka: 'GE',
  hy: 'AM',
  az: 'AZ',
  tr: 'TR',
  kk: 'KZ',
  uz: 'UZ',
  mn: 'MN',
  he: 'IL',
  ar: 'SA',
  fa: 'IR',
  ps: 'AF',
  ku: 'IQ',
  ur: 'PK',
  hi: 'IN',
  bn: 'BD',
  pa: 'IN',
  gu: 'IN',
  mr: 'IN',
  ta: 'IN',
  te: 'IN',
  kn: 'IN',
  ml: 'IN',
  ne: 'NP',
  si: 'LK',
  zh: 'CN',
  yue: 'HK',
  ja: 'JP',
  ko: 'KR',
  vi: 'VN',
  th: 'TH',
  lo: 'LA',
  km: 'KH',
  my: 'MM',
  id: 'ID',
  ms: 'MY',
  fil: 'PH',
  mi: 'NZ',
  sm: 'WS',
  am: 'ET',
  ti: 'ER',
  so: 'SO',
  sw: 'TZ',
  rw: 'RW',
  yo: 'NG',
  ig: 'NG',
  ha: 'NG',
  zu: 'ZA',
  xh: 'ZA',
  af: 'ZA',
  ln: 'CD',
  wo: 'SN',
  ht: 'HT',
  qu: 'PE',
  gn: 'PY',
  ay: 'BO',
  pap: 'CW',
};

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** 'CR' → 🇨🇷: each letter becomes its regional indicator symbol. */
function flagEmoji(regionCode: string): string {
  return String.fromCodePoint(
    ...[...regionCode.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

/** Spanish language names are lowercase in running text ("inglés"); a list shows them capitalised. */
function capitalize(text: string, lang: Lang): string {
  const [first = '', ...rest] = text;
  return first.toLocaleUpperCase(lang) + rest.join('');
}

const languageNamesIn = (lang: Lang) => new Intl.DisplayNames([lang], { type: 'language' });
const displayNames: Record<Lang, Intl.DisplayNames> = { en: languageNamesIn('en'), es: languageNamesIn('es') };

function languageName(code: string, lang: Lang): string {
  return capitalize(displayNames[lang].of(code) ?? code, lang);
}

export const SPOKEN_LANGUAGES: readonly SpokenLanguage[] = Object.entries(LANGUAGE_REGIONS).map(([code, region]) => ({
  code,
  name: { en: languageName(code, 'en'), es: languageName(code, 'es') },
  flag: flagEmoji(region),
}));

const languagesByCode = new Map(SPOKEN_LANGUAGES.map((language) => [language.code, language]));

export function languageByCode(code: string): SpokenLanguage | undefined {
  return languagesByCode.get(code);
}

export const SPOKEN_LANGUAGE_CODES = SPOKEN_LANGUAGES.map((language) => language.code);
