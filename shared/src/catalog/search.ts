import { SEARCH_HIGHLIGHT_MIN_CHARS, type Lang } from '../constants/constants';
import { SPOKEN_LANGUAGES, type SpokenLanguage } from './languages';
import { SERVICES, type ServiceEntry } from './services';
import { ZONES, zoneById, type Zone } from './zones';

/** Normalised text, with where each of its characters came from in the original. */
interface MappedText {
  text: string;
  /** For each UTF-16 unit of text, the start and end of its source character in the original. */
  starts: number[];
  ends: number[];
}

const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE = /\s/;

function normalizeMapped(original: string): MappedText {
  const mapped: MappedText = { text: '', starts: [], ends: [] };
  let index = 0;
  for (const char of original) {
    const end = index + char.length;
    const folded = WHITESPACE.test(char) ? ' ' : char.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '');
    if (folded === '' && mapped.ends.length > 0) {
      // A lone combining mark (text in NFD form) belongs to the letter before it.
      mapped.ends[mapped.ends.length - 1] = end;
    }
    for (const unit of folded.split('')) {
      const collapsible = unit === ' ' && (mapped.text === '' || mapped.text.endsWith(' '));
      if (collapsible) continue;
      mapped.text += unit;
      mapped.starts.push(index);
      mapped.ends.push(end);
    }
    index = end;
  }
  if (mapped.text.endsWith(' ')) {
    mapped.text = mapped.text.slice(0, -1);
    mapped.starts.pop();
    mapped.ends.pop();
  }
  return mapped;
}

const WHITESPACE_RUNS = /\s+/g;

/**
 * Lowercase, without accents or other diacritics (NFD), with runs of whitespace collapsed to one space and trimmed:
 * the text normalizeMapped makes, without the character map only highlighting needs (a search normalises every
 * catalog entry, so this runs hundreds of times on a page's first search). Characters are lowercased one by one, as
 * there, so no letter folds differently (a final Σ).
 */
export function normalizeForSearch(text: string): string {
  let lowered = '';
  for (const char of text) lowered += char.toLowerCase();
  return lowered.normalize('NFD').replace(COMBINING_MARKS, '').replace(WHITESPACE_RUNS, ' ').trim();
}

export interface HighlightSegment {
  text: string;
  match: boolean;
}

/**
 * Splits a label into plain and matching segments (spec §5: highlight from 3 characters). Matching ignores
 * case and accents, and the segments are slices of the original label, so "sama" marks "Sáma" in "Sámara".
 */
export function highlightMatches(label: string, term: string): HighlightSegment[] {
  const needle = normalizeForSearch(term);
  if (needle.length < SEARCH_HIGHLIGHT_MIN_CHARS) return label === '' ? [] : [{ text: label, match: false }];
  const { text, starts, ends } = normalizeMapped(label);
  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
    const start = Math.max(starts[at] ?? cursor, cursor);
    const end = ends[at + needle.length - 1] ?? start;
    if (start > cursor) segments.push({ text: label.slice(cursor, start), match: false });
    if (end > start) segments.push({ text: label.slice(start, end), match: true });
    cursor = Math.max(cursor, end);
  }
  if (cursor < label.length) segments.push({ text: label.slice(cursor), match: false });
  return segments;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

type MatchQuality = 'start' | 'word' | 'inside';

/** Where the needle first shows in a normalised text: at its start, at the start of a later word, or inside a word. */
function matchQuality(text: string, needle: string): MatchQuality | undefined {
  let at = text.indexOf(needle);
  if (at === -1) return undefined;
  if (at === 0) return 'start';
  for (; at !== -1; at = text.indexOf(needle, at + 1)) {
    if (!WORD_CHARACTER.test(text.charAt(at - 1))) return 'word';
  }
  return 'inside';
}

/**
 * Rank of the best match of the needle over fields of normalised texts given in priority order (lower is
 * better), or undefined when nothing matches. Matches at the start of a text or word come first, by field;
 * matches inside a word come after all of those, by field: a service whose keyword is exactly "a/c" beats
 * one whose name merely contains "ac" somewhere ("reparación").
 */
function matchRank(needle: string, fields: readonly (readonly string[])[]): number | undefined {
  let best: number | undefined;
  fields.forEach((texts, field) => {
    for (const text of texts) {
      const quality = matchQuality(text, needle);
      if (quality === undefined) continue;
      const rank = quality === 'inside' ? fields.length * 2 + field : field * 2 + (quality === 'start' ? 0 : 1);
      best = best === undefined ? rank : Math.min(best, rank);
    }
  });
  return best;
}

/**
 * A value made on first use: the catalogs' search tables and collators cost a phone tens of
 * milliseconds to build, which no page should pay before someone searches.
 */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const collators: Record<Lang, () => Intl.Collator> = {
  en: lazily(() => new Intl.Collator('en')),
  es: lazily(() => new Intl.Collator('es')),
};

interface Candidate<T> {
  item: T;
  /** Normalised texts to match, by priority. */
  fields: readonly (readonly string[])[];
  /** Shown label, for ordering equal ranks. */
  label: string;
}

/**
 * A normalised word without a plural's ending ("fugas", "pintores", "aires" → "fuga", "pintor",
 * "air"): matching compares words folded alike on both sides. Words of three letters or fewer stay ("ac", "gas").
 */
export function singularOf(word: string): string {
  if (word.length <= 3) return word;
  return word.replace(/s$/, '').replace(/([lnrdz])e$/, '$1');
}

/**
 * Items matching the term, best rank first and alphabetically within a rank; a blank term keeps
 * every item. A term in the plural that matches nothing is tried in the singular ("fugas" finds "fuga de agua").
 */
function rankedSearch<T>(
  term: string,
  candidates: readonly Candidate<T>[],
  lang: Lang,
  isExactMatch?: (item: T, needle: string) => boolean,
): T[] {
  const found = rankedSearchOf(normalizeForSearch(term), candidates, lang, isExactMatch);
  if (found.length > 0) return found;
  const singular = normalizeForSearch(term).split(' ').map(singularOf).join(' ');
  return rankedSearchOf(singular, candidates, lang, isExactMatch);
}

function rankedSearchOf<T>(
  needle: string,
  candidates: readonly Candidate<T>[],
  lang: Lang,
  isExactMatch?: (item: T, needle: string) => boolean,
): T[] {
  return candidates
    .flatMap((candidate) => {
      const rank = isExactMatch?.(candidate.item, needle) ? -1 : matchRank(needle, candidate.fields);
      return rank === undefined ? [] : [{ ...candidate, rank }];
    })
    .sort((a, b) => a.rank - b.rank || collators[lang]().compare(a.label, b.label))
    .map((candidate) => candidate.item);
}

const normalizeAll = (texts: readonly string[]) => texts.map(normalizeForSearch);

const serviceCandidatesIn = (lang: Lang): Candidate<ServiceEntry>[] =>
  SERVICES.map((service) => ({
    item: service,
    fields: [[normalizeForSearch(service.name[lang])], normalizeAll(service.keywords[lang])],
    label: service.name[lang],
  }));
const serviceCandidates: Record<Lang, () => Candidate<ServiceEntry>[]> = {
  en: lazily(() => serviceCandidatesIn('en')),
  es: lazily(() => serviceCandidatesIn('es')),
};

/**
 * Services (never categories: they only group services) whose name or keywords in the interface language
 * contain the term, ignoring case and accents. Order: name starts with the term, then a word of the name
 * does, then a keyword (or one of its words) does, then the term inside a word of the name, then inside a
 * keyword; alphabetical by name within each. A blank term lists every service alphabetically.
 */
export function searchServices(term: string, lang: Lang): ServiceEntry[] {
  return rankedSearch(term, serviceCandidates[lang](), lang);
}

const zoneCandidates = lazily((): Candidate<Zone>[] =>
  ZONES.map((zone) => ({
    item: zone,
    fields: [[normalizeForSearch(zone.name)], [normalizeForSearch(zoneById(zone.cantonId)?.name ?? '')]],
    label: zone.name,
  })),
);

/** Zones whose name, or whose canton's name, contains the term; places named by the term come before the rest of a canton. */
export function searchZones(term: string): Zone[] {
  return rankedSearch(term, zoneCandidates(), 'es');
}

const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'es' : 'en');
const languageCandidatesIn = (lang: Lang): Candidate<SpokenLanguage>[] =>
  SPOKEN_LANGUAGES.map((language) => ({
    item: language,
    fields: [[normalizeForSearch(language.name[lang])], [normalizeForSearch(language.name[otherLang(lang)])]],
    label: language.name[lang],
  }));
const languageCandidates: Record<Lang, () => Candidate<SpokenLanguage>[]> = {
  en: lazily(() => languageCandidatesIn('en')),
  es: lazily(() => languageCandidatesIn('es')),
};

/** Spoken languages whose code is the term (first), or named by it in either interface language (the current one ranks first). */
export function searchLanguages(term: string, lang: Lang): SpokenLanguage[] {
  return rankedSearch(term, languageCandidates[lang](), lang, (language, needle) => language.code === needle);
}
