import type { Localized } from './localized';

/** A language a contractor speaks (spec §3 language list). */
export interface SpokenLanguage {
  /** ISO 639 code, as stored on profiles. */
  code: string;
  /** The language's name in each interface language (CLDR's). */
  name: Localized<string>;
  /** Emoji flag of the language's representative country. */
  flag: string;
}

/**
 * Each spoken language: the region whose flag stands for it, and its name in English and Spanish
 * (CLDR's, capitalised for a list). English takes the US flag because most English-speaking clients
 * here come from North America; Spanish takes Costa Rica's. The names are data rather than
 * Intl.DisplayNames calls: building those took a phone's browser over 100 ms on the first page, and
 * a browser's CLDR may name a language differently from the server's, which would break hydration.
 */
const LANGUAGE_TABLE: Readonly<Record<string, readonly [region: string, en: string, es: string]>> = {
  en: ['US', 'English', 'Inglés'],
  es: ['CR', 'Spanish', 'Español'],
  pt: ['BR', 'Portuguese', 'Portugués'],
  fr: ['FR', 'French', 'Francés'],
  de: ['DE', 'German', 'Alemán'],
  it: ['IT', 'Italian', 'Italiano'],
  nl: ['NL', 'Dutch', 'Neerlandés'],
  ca: ['AD', 'Catalan', 'Catalán'],
  eu: ['ES', 'Basque', 'Euskera'],
  gl: ['ES', 'Galician', 'Gallego'],
  ga: ['IE', 'Irish', 'Irlandés'],
  cy: ['GB', 'Welsh', 'Galés'],
  gd: ['GB', 'Scottish Gaelic', 'Gaélico escocés'],
  lb: ['LU', 'Luxembourgish', 'Luxemburgués'],
  mt: ['MT', 'Maltese', 'Maltés'],
  is: ['IS', 'Icelandic', 'Islandés'],
  da: ['DK', 'Danish', 'Danés'],
  no: ['NO', 'Norwegian', 'Noruego'],
  sv: ['SE', 'Swedish', 'Sueco'],
  fi: ['FI', 'Finnish', 'Finés'],
  et: ['EE', 'Estonian', 'Estonio'],
  lv: ['LV', 'Latvian', 'Letón'],
  lt: ['LT', 'Lithuanian', 'Lituano'],
  pl: ['PL', 'Polish', 'Polaco'],
  cs: ['CZ', 'Czech', 'Checo'],
  sk: ['SK', 'Slovak', 'Eslovaco'],
  sl: ['SI', 'Slovenian', 'Esloveno'],
  hr: ['HR', 'Croatian', 'Croata'],
  bs: ['BA', 'Bosnian', 'Bosnio'],
  sr: ['RS', 'Serbian', 'Serbio'],
  mk: ['MK', 'Macedonian', 'Macedonio'],
  bg: ['BG', 'Bulgarian', 'Búlgaro'],
  ro: ['RO', 'Romanian', 'Rumano'],
  hu: ['HU', 'Hungarian', 'Húngaro'],
  sq: ['AL', 'Albanian', 'Albanés'],
  el: ['GR', 'Greek', 'Griego'],
  uk: ['UA', 'Ukrainian', 'Ucraniano'],
  be: ['BY', 'Belarusian', 'Bielorruso'],
  ru: ['RU', 'Russian', 'Ruso'],
  ka: ['GE', 'Georgian', 'Georgiano'],
  hy: ['AM', 'Armenian', 'Armenio'],
  az: ['AZ', 'Azerbaijani', 'Azerbaiyano'],
  tr: ['TR', 'Turkish', 'Turco'],
  kk: ['KZ', 'Kazakh', 'Kazajo'],
  uz: ['UZ', 'Uzbek', 'Uzbeko'],
  mn: ['MN', 'Mongolian', 'Mongol'],
  he: ['IL', 'Hebrew', 'Hebreo'],
  ar: ['SA', 'Arabic', 'Árabe'],
  fa: ['IR', 'Persian', 'Persa'],
  ps: ['AF', 'Pashto', 'Pastún'],
  ku: ['IQ', 'Kurdish', 'Kurdo'],
  ur: ['PK', 'Urdu', 'Urdu'],
  hi: ['IN', 'Hindi', 'Hindi'],
  bn: ['BD', 'Bangla', 'Bengalí'],
  pa: ['IN', 'Punjabi', 'Punyabí'],
  gu: ['IN', 'Gujarati', 'Guyaratí'],
  mr: ['IN', 'Marathi', 'Maratí'],
  ta: ['IN', 'Tamil', 'Tamil'],
  te: ['IN', 'Telugu', 'Telugu'],
  kn: ['IN', 'Kannada', 'Canarés'],
  ml: ['IN', 'Malayalam', 'Malayálam'],
  ne: ['NP', 'Nepali', 'Nepalí'],
  si: ['LK', 'Sinhala', 'Cingalés'],
  zh: ['CN', 'Chinese', 'Chino'],
  yue: ['HK', 'Cantonese', 'Cantonés'],
  ja: ['JP', 'Japanese', 'Japonés'],
  ko: ['KR', 'Korean', 'Coreano'],
  vi: ['VN', 'Vietnamese', 'Vietnamita'],
  th: ['TH', 'Thai', 'Tailandés'],
  lo: ['LA', 'Lao', 'Lao'],
  km: ['KH', 'Khmer', 'Jemer'],
  my: ['MM', 'Burmese', 'Birmano'],
  id: ['ID', 'Indonesian', 'Indonesio'],
  ms: ['MY', 'Malay', 'Malayo'],
  fil: ['PH', 'Filipino', 'Filipino'],
  mi: ['NZ', 'Māori', 'Maorí'],
  sm: ['WS', 'Samoan', 'Samoano'],
  am: ['ET', 'Amharic', 'Amárico'],
  ti: ['ER', 'Tigrinya', 'Tigriña'],
  so: ['SO', 'Somali', 'Somalí'],
  sw: ['TZ', 'Swahili', 'Suajili'],
  rw: ['RW', 'Kinyarwanda', 'Kinyarwanda'],
  yo: ['NG', 'Yoruba', 'Yoruba'],
  ig: ['NG', 'Igbo', 'Igbo'],
  ha: ['NG', 'Hausa', 'Hausa'],
  zu: ['ZA', 'Zulu', 'Zulú'],
  xh: ['ZA', 'Xhosa', 'Xhosa'],
  af: ['ZA', 'Afrikaans', 'Afrikáans'],
  ln: ['CD', 'Lingala', 'Lingala'],
  wo: ['SN', 'Wolof', 'Wólof'],
  ht: ['HT', 'Haitian Creole', 'Criollo haitiano'],
  qu: ['PE', 'Quechua', 'Quechua'],
  gn: ['PY', 'Guarani', 'Guaraní'],
  ay: ['BO', 'Aymara', 'Aimara'],
  pap: ['CW', 'Papiamento', 'Papiamento'],
};

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** 'CR' → 🇨🇷: each letter becomes its regional indicator symbol. */
function flagEmoji(regionCode: string): string {
  return String.fromCodePoint(
    ...[...regionCode.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

export const SPOKEN_LANGUAGES: readonly SpokenLanguage[] = Object.entries(LANGUAGE_TABLE).map(
  ([code, [region, en, es]]) => ({
    code,
    name: { en, es },
    flag: flagEmoji(region),
  }),
);

const languagesByCode = new Map(SPOKEN_LANGUAGES.map((language) => [language.code, language]));

export function languageByCode(code: string): SpokenLanguage | undefined {
  return languagesByCode.get(code);
}

export const SPOKEN_LANGUAGE_CODES = SPOKEN_LANGUAGES.map((language) => language.code);
