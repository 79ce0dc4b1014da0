import type { Lang } from '../constants/constants';
import { normalizeForSearch, searchServices, singularOf } from './search';
import { SERVICES } from './services';
import { ZONE_ALIASES, ZONES } from './zones';

/** What a typed search phrase asks for: the service and place it names, and the words left over. */
export interface SearchPhrase {
  service?: string;
  zone?: string;
  /** The other words, as typed, for the directory's free-text search. */
  q: string;
}

/**
 * Words that only join or introduce the others ("fontanero en Nosara", "I need a plumber near
 * Tamarindo"): dropped, since the free-text search needs every word it gets to appear in a profile.
 * Words that say something about the job ("urgente", "24/7") stay.
 */
const FILLER_PHRASES = [
  ...['en', 'de', 'del', 'para', 'cerca de', 'por', 'a', 'al', 'y', 'o', 'el', 'la', 'los', 'las'],
  ...['un', 'una', 'unos', 'unas', 'necesito', 'busco', 'buscando', 'quiero', 'ocupo', 'por favor'],
  ...['in', 'near', 'at', 'around', 'for', 'of', 'and', 'or', 'the', 'an', 'i', 'need', 'i need'],
  ...['looking for', 'want', 'please', 'some', 'my', 'mi'],
];

/** A word as typed, bare of the punctuation around it ("Nosara," "¿plomero?"); an inner "/" stays ("A/C"). */
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

const keyOf = (text: string) => normalizeForSearch(text).split(' ').filter(Boolean).map(singularOf).join(' ');

type Meaning = { service: string } | { zone: string } | 'filler';

/**
 * Every phrase the parser knows, folded, to what it names. The first claim of a phrase wins: the
 * page language's service names and keywords, then the other language's, then places, so "leak"
 * (plumbing) is not taken by a later service's "leaks".
 */
function phraseTable(lang: Lang): ReadonlyMap<string, Meaning> {
  const table = new Map<string, Meaning>();
  const claim = (phrase: string, meaning: Meaning) => {
    const key = keyOf(phrase);
    if (key !== '' && !table.has(key)) table.set(key, meaning);
  };
  for (const serviceLang of [lang, lang === 'en' ? 'es' : 'en'] as const) {
    for (const service of SERVICES) claim(service.name[serviceLang], { service: service.serviceId });
    for (const service of SERVICES)
      for (const keyword of service.keywords[serviceLang]) claim(keyword, { service: service.serviceId });
  }
  for (const zone of ZONES) claim(zone.name, { zone: zone.zoneId });
  for (const [zoneId, aliases] of Object.entries(ZONE_ALIASES))
    for (const alias of aliases) claim(alias, { zone: zoneId });
  // Fillers last: "cerca" alone is a fence, "cerca de" only leads to a place.
  for (const filler of FILLER_PHRASES) claim(filler, 'filler');
  return table;
}

const tables: Partial<Record<Lang, { table: ReadonlyMap<string, Meaning>; longest: number }>> = {};
function tableFor(lang: Lang) {
  return (tables[lang] ??= (() => {
    const table = phraseTable(lang);
    return { table, longest: Math.max(...[...table.keys()].map((key) => key.split(' ').length)) };
  })());
}

/**
 * Reads what someone typed into a search box ("fontanero en Nosara", "AC Liberia", "plumber near
 * Tamarindo") as the directory's filters. Reading left to right, the longest run of words that names
 * a service, a place or a filler word is taken (so "limpieza de casas" is house cleaning, not
 * "limpieza" and "casas"); accents, case and plurals are ignored, and services are known by their
 * names and keywords in both languages, the page's first. The first service and the first place
 * named become the filters, a later one naming the same thing is dropped, and every other word
 * (a second service, a name, "urgente") stays in q as typed.
 */
export function parseSearchPhrase(text: string, lang: Lang = 'es'): SearchPhrase {
  const words = text.split(/\s+/).map(bare).filter(Boolean);
  const keys = words.map(keyOf);
  const found: SearchPhrase = { q: '' };
  const rest: string[] = [];
  for (let at = 0; at < words.length;) {
    const match = longestMatchAt(keys, at, lang);
    const phrase = words.slice(at, at + (match?.length ?? 1));
    at += phrase.length;
    if (match === undefined) rest.push(...phrase);
    else if (match.meaning === 'filler') continue;
    else if ('service' in match.meaning) {
      if (found.service === undefined) found.service = match.meaning.service;
      else if (found.service !== match.meaning.service) rest.push(...phrase);
    } else if (found.zone === undefined) found.zone = match.meaning.zone;
    else if (found.zone !== match.meaning.zone) rest.push(...phrase);
  }
  return { ...found, q: rest.join(' ') };
}

/** The longest run of words from `at` that the table knows, with what it names. */
function longestMatchAt(keys: readonly string[], at: number, lang: Lang) {
  const { table, longest } = tableFor(lang);
  for (let length = Math.min(longest, keys.length - at); length > 0; length -= 1) {
    const meaning = table.get(keys.slice(at, at + length).join(' '));
    if (meaning !== undefined) return { length, meaning };
  }
  return undefined;
}

/**
 * The one service search of every picker, the profile wizard's and the directory's: first the service the
 * directory would read the term as (parseSearchPhrase: names and keywords of both languages, plurals and accents
 * folded, so "fugas" and "leaks" mean plumbing), then the services whose name or keywords in the page language
 * contain it (so "fon" finds fontanería while it is typed), then those in the other language ("plumb" on the
 * Spanish page). Service ids, best first, each once; a blank term lists every service.
 */
export function findServiceIds(term: string, lang: Lang): string[] {
  const named = parseSearchPhrase(term, lang).service;
  const langs: Lang[] = [lang, lang === 'en' ? 'es' : 'en'];
  const contained = langs.flatMap((searchLang) => searchServices(term, searchLang).map((service) => service.serviceId));
  return [...new Set([...(named === undefined ? [] : [named]), ...contained])];
}
