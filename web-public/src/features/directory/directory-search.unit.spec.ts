import {
  activeFilterCount,
  directoryHref,
  EMPTY_SEARCH,
  isRefined,
  searchOfUrl,
  widerSearch,
} from './directory-search';
import type { Lang } from '@gp/shared';

const read = (segments: string[], query = '', lang: Lang = 'en') =>
  searchOfUrl(lang, segments, new URLSearchParams(query));

describe('directory search in the URL', () => {
  it("reads the landing path in the language's slugs and the query, and writes them back to the same URL", () => {
    const query = 'language=en&openNow=true&minRating=4&q=fuga&sort=reviews&page=2';
    const search = read(['fontaneria', 'nosara'], query, 'es');
    expect(search).toEqual({
      service: 'plumbing',
      zone: 'nosara',
      language: 'en',
      openNow: true,
      minRating: 4,
      q: 'fuga',
      sort: 'reviews',
      page: 2,
    });
    expect(directoryHref('es', search!)).toBe(`/es/pros/fontaneria/nosara?${query}`);
    expect(read(['plumbing', 'nosara'], query)).toEqual(search);
    expect(directoryHref('en', search!)).toBe(`/en/pros/plumbing/nosara?${query}`);
  });

  it('keeps a zone without a service in the query, and leaves defaults out', () => {
    expect(directoryHref('en', { ...EMPTY_SEARCH, zone: 'santa-cruz' })).toBe('/en/pros?zone=santa-cruz');
    expect(directoryHref('en', EMPTY_SEARCH)).toBe('/en/pros');
    expect(read([''], 'zone=santa-cruz')).toEqual({ ...EMPTY_SEARCH, zone: 'santa-cruz' });
  });

  it('drops values the catalog does not hold, so a mangled link still lists pros', () => {
    expect(read([], 'zone=atlantis&language=xx&minRating=9&sort=cheapest&page=-3&openNow=yes')).toEqual(EMPTY_SEARCH);
  });

  it('names no page for an unknown service or zone in the path', () => {
    expect(read(['no-such-service'])).toBeNull();
    expect(read(['plumbing', 'atlantis'])).toBeNull();
    // The other language's slugs: the page redirects to this language's.
    expect(read(['plumbing', 'nosara'], '', 'es')).toBeNull();
  });

  it('counts the filters that narrow the search', () => {
    expect(activeFilterCount(EMPTY_SEARCH)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_SEARCH, service: 'plumbing', zone: 'nosara', openNow: true, q: 'text' })).toBe(
      3,
    );
  });
});

describe('a wider search when nobody matches', () => {
  it('offers one search: the service anywhere, else everyone', () => {
    const inNosara = { ...EMPTY_SEARCH, service: 'pool-maintenance', zone: 'nosara', page: 3 };
    expect(widerSearch(inNosara)).toEqual({ ...EMPTY_SEARCH, service: 'pool-maintenance' });
    expect(widerSearch({ ...inNosara, zone: 'nicoya' })).toEqual({ ...EMPTY_SEARCH, service: 'pool-maintenance' });
    expect(widerSearch({ ...EMPTY_SEARCH, zone: 'nosara' })).toEqual(EMPTY_SEARCH);
    expect(widerSearch({ ...EMPTY_SEARCH, service: 'plumbing' })).toEqual(EMPTY_SEARCH);
    expect(widerSearch(EMPTY_SEARCH)).toBeUndefined();
  });

  it('drops the refinements with the place, keeping the service', () => {
    const refinements = { openNow: true, language: 'en', minRating: 4, q: 'salt water', sort: 'reviews' as const };
    const closedInCoco = { ...EMPTY_SEARCH, ...refinements, service: 'pool-maintenance', zone: 'playas-del-coco' };
    expect(widerSearch({ ...closedInCoco, page: 2 })).toEqual({ ...EMPTY_SEARCH, service: 'pool-maintenance' });
    expect(widerSearch({ ...EMPTY_SEARCH, service: 'plumbing', openNow: true })).toEqual({
      ...EMPTY_SEARCH,
      service: 'plumbing',
    });
    expect(widerSearch({ ...EMPTY_SEARCH, openNow: true })).toEqual(EMPTY_SEARCH);
    for (const [name, value] of Object.entries(refinements).filter(([name]) => name !== 'sort'))
      expect([name, isRefined({ ...EMPTY_SEARCH, [name]: value })]).toEqual([name, true]);
    expect(isRefined({ ...EMPTY_SEARCH, service: 'plumbing', zone: 'nosara', sort: 'newest', page: 4 })).toBe(false);
  });
});
