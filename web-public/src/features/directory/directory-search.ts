import {
  DIRECTORY_SORTS,
  RATING_MAX,
  directoryPath,
  landingOfSegments,
  languageByCode,
  parseSearchPhrase,
  zoneById,
  type DirectoryLanding,
  type DirectorySort,
  type Lang,
  type SearchPhrase,
} from '@gp/shared';

/** What a directory page shows: its filters, order and page, all kept in the URL so a search can be shared and the back button works. */
export interface DirectorySearch {
  service?: string;
  zone?: string;
  language?: string;
  openNow: boolean;
  minRating?: number;
  q: string;
  sort: DirectorySort;
  page: number;
}

export const EMPTY_SEARCH: DirectorySearch = { openNow: false, q: '', sort: 'best', page: 1 };

const positiveInt = (text: string | null) => (text !== null && /^\d{1,6}$/.test(text) ? Number(text) : undefined);

/**
 * Reads a directory URL: the service and zone from the landing path (`/pros/{service}/{zone}`, in
 * the language's slugs), the rest from the query. Values the catalog does not hold are dropped, so a mangled link still
 * shows pros; null when the path names no landing page (the 404 page shows).
 */
export function searchOfUrl(
  lang: Lang,
  pathSegments: readonly string[],
  params: URLSearchParams,
): DirectorySearch | null {
  const landing: DirectoryLanding | null | undefined = landingOfSegments(lang, pathSegments);
  if (landing === null) return null;
  const zone = landing?.zone?.zoneId ?? (zoneById(params.get('zone') ?? '') ? params.get('zone')! : undefined);
  const language = params.get('language') ?? '';
  const minRating = positiveInt(params.get('minRating'));
  const sort = params.get('sort') as DirectorySort;
  return {
    ...(landing && { service: landing.service.serviceId }),
    ...(zone && { zone }),
    ...(languageByCode(language) && { language }),
    openNow: params.get('openNow') === 'true',
    ...(minRating !== undefined && minRating >= 1 && minRating <= RATING_MAX && { minRating }),
    q: (params.get('q') ?? '').trim(),
    sort: DIRECTORY_SORTS.includes(sort) ? sort : 'best',
    page: Math.max(1, positiveInt(params.get('page')) ?? 1),
  };
}

/** The query a search keeps beside its path; defaults stay out, so equal searches have equal URLs. */
function queryOf(search: DirectorySearch, { zoneInPath }: { zoneInPath: boolean }): URLSearchParams {
  const params = new URLSearchParams();
  if (search.zone && !zoneInPath) params.set('zone', search.zone);
  if (search.language) params.set('language', search.language);
  if (search.openNow) params.set('openNow', 'true');
  if (search.minRating !== undefined) params.set('minRating', String(search.minRating));
  if (search.q) params.set('q', search.q);
  if (search.sort !== 'best') params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The page URL of a search: a landing path when a service is chosen, `/pros` otherwise. */
export function directoryHref(lang: Lang, search: DirectorySearch): string {
  const path = search.service
    ? directoryPath(lang, { serviceId: search.service, zoneId: search.zone })
    : directoryPath(lang);
  const query = queryOf(search, { zoneInPath: Boolean(search.service) }).toString();
  return query ? `${path}?${query}` : path;
}

/** How many filters narrow the search (the phone layout's filter button shows it). */
export const activeFilterCount = (search: DirectorySearch) =>
  [search.service, search.zone, search.language, search.openNow || undefined, search.minRating].filter(
    (value) => value !== undefined,
  ).length;

/**
 * Whether the search narrows its service and place further (language, open now, rating, words):
 * with any of these on, finding nobody says nothing about who works there.
 */
export const isRefined = (search: DirectorySearch) =>
  Boolean(search.language || search.openNow || search.minRating !== undefined || search.q);

/**
 * The one wider search to offer when a search finds nobody, not even within NEARBY_KM of its place:
 * the same service anywhere, without the place and the refinements; else every pro. undefined when
 * nothing narrows the search.
 */
export function widerSearch(search: DirectorySearch): DirectorySearch | undefined {
  if (search.zone || isRefined(search)) return { ...EMPTY_SEARCH, ...(search.service && { service: search.service }) };
  if (search.service) return EMPTY_SEARCH;
  return undefined;
}

/**
 * What one search field asks for: its picked entry while it still shows that entry's name, else
 * its text read as a phrase (typing over a pick replaces it). `picked` is a service in the service
 * field and a zone in the place field; the phrase may name either.
 */
export function fieldPhrase(
  lang: Lang,
  kind: 'service' | 'zone',
  field: { picked: string | undefined; label: string; text: string },
): SearchPhrase {
  if (field.picked !== undefined && (field.text === '' || field.text === field.label))
    return { [kind]: field.picked, q: '' };
  return parseSearchPhrase(field.text, lang);
}

/**
 * The search of the home's two fields: the service the first names (else the second), the place the
 * second names (else the first), and both fields' other words.
 */
export const searchOfPhrases = (what: SearchPhrase, where: SearchPhrase): DirectorySearch => ({
  ...EMPTY_SEARCH,
  ...((what.service ?? where.service) && { service: what.service ?? where.service }),
  ...((where.zone ?? what.zone) && { zone: where.zone ?? what.zone }),
  q: [what.q, where.q].filter(Boolean).join(' '),
});

/** A search narrowed by a typed phrase: the service and place it names replace the search's, its words join the search's. */
export const withPhrase = (search: DirectorySearch, phrase: SearchPhrase): DirectorySearch => ({
  ...search,
  ...(phrase.service && { service: phrase.service }),
  ...(phrase.zone && { zone: phrase.zone }),
  q: [search.q, phrase.q].filter(Boolean).join(' '),
  page: 1,
});
