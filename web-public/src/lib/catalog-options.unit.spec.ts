import { LANGUAGES } from '@gp/shared';
import { languageGroups } from './catalog-options';

describe('catalog options', () => {
  it.each(LANGUAGES)('list the spoken languages in the order %s sorts their names', (lang) => {
    const [group] = languageGroups(lang, 'Languages');
    const labels = group!.items.map((item) => item.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator(lang).compare));
    expect(new Set(group!.items.map((item) => item.value)).size).toBe(labels.length);
  });
});
