import { PAGE_META } from './page-meta';
import { isIndexable, isKnownPage, KNOWN_PAGES, metaPageOf, PAGES } from './pages';

describe('the pages table', () => {
  it('knows every page by its first segment, and nothing else', () => {
    expect(isKnownPage('')).toBe(true);
    expect(isKnownPage('pros')).toBe(true);
    expect(isKnownPage('admin')).toBe(true);
    expect(isKnownPage('404')).toBe(false);
    expect(isKnownPage('toString')).toBe(false);
    expect(isKnownPage(undefined)).toBe(false);
    expect(KNOWN_PAGES).toContain('edit-contractor-profile');
  });

  it("serves each page with its declared meta, and an unknown one with the 404's", () => {
    expect(metaPageOf(undefined)).toBe('home');
    expect(metaPageOf('')).toBe('home');
    expect(metaPageOf('review-tos')).toBe('tos');
    expect(metaPageOf('account-setup')).toBe('account');
    expect(metaPageOf('constructor')).toBe('not-found');
    for (const page of KNOWN_PAGES) expect(PAGE_META[PAGES[page].meta]).toBeDefined();
  });

  it('indexes the public pages only', () => {
    expect(KNOWN_PAGES.filter((page) => !isIndexable(page)).sort()).toEqual(
      [
        'account',
        'account-setup',
        'add-phone-number',
        'admin',
        'edit-contractor-profile',
        'review-tos',
        'sent-requests',
      ].sort(),
    );
    expect(isIndexable('nope')).toBe(false);
  });

  it('gives every page a route under its own segment', () => {
    for (const page of KNOWN_PAGES) expect(PAGES[page].path.split('/')[0]).toBe(page);
  });
});
