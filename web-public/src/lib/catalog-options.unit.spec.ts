import { LANGUAGES, parseSearchPhrase, type Lang } from '@gp/shared';
import { languageGroups, rankedFilter, searchServiceIds, serviceGroups } from './catalog-options';

describe('catalog options', () => {
  it.each(LANGUAGES)('list the spoken languages in the order %s sorts their names', (lang) => {
    const [group] = languageGroups(lang, 'Languages');
    const labels = group!.items.map((item) => item.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator(lang).compare));
    expect(new Set(group!.items.map((item) => item.value)).size).toBe(labels.length);
  });
});

describe('the service picker (profile wizard and directory alike)', () => {
  /** The options a picker shows for a term, in order: what a pro sees under the field. */
  const shown = (term: string, lang: Lang) =>
    rankedFilter(searchServiceIds(lang))({ options: serviceGroups(lang), search: term, limit: Infinity }).flatMap(
      (option) => ('group' in option ? option.items.map((item) => item.value) : [option.value]),
    );

  it.each([
    ['fugas', 'es'],
    ['fuga', 'es'],
    ['Fontanero', 'es'],
    ['plomería', 'es'],
    ['fugas', 'en'],
    ['leaks', 'en'],
    ['plumber', 'es'],
    ['pintores', 'en'],
  ] as const)('shows the service the directory reads "%s" (%s) as', (term, lang) => {
    const service = parseSearchPhrase(term, lang).service;
    expect(service).toBeDefined();
    expect(shown(term, lang)).toContain(service);
  });
});
