import type { ComboboxItem, ComboboxItemGroup, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import {
  CANTONS,
  SERVICE_CATEGORIES,
  SERVICES,
  SPOKEN_LANGUAGES,
  ZONES,
  normalizeForSearch,
  searchLanguages,
  findServiceIds,
  searchZones,
  type Lang,
} from '@gp/shared';

/** Catalog entries as Mantine combobox groups: value is the catalog id, label its name in the page language. */
export type CatalogGroups = ComboboxItemGroup<ComboboxItem>[];

/**
 * Keeps the options the catalog's own search finds for the term, in its rank order within each
 * group (the catalog ranks labels before keywords, accents and case ignored); a blank term keeps all.
 * Options the search does not know (a category's own entry) stay while their label contains the term.
 */
export function rankedFilter(search: (term: string) => readonly string[]): OptionsFilter {
  return ({ options, search: term }) => {
    if (term.trim() === '') return options;
    const rank = new Map(search(term).map((id, index) => [id, index]));
    const needle = normalizeForSearch(term);
    const matching = (items: ComboboxItem[]) => [
      ...items.filter((item) => rank.has(item.value)).sort((a, b) => rank.get(a.value)! - rank.get(b.value)!),
      ...items.filter((item) => !rank.has(item.value) && normalizeForSearch(item.label).includes(needle)),
    ];
    return options.flatMap((option): ComboboxParsedItem[] => {
      if ('group' in option) {
        const items = matching(option.items);
        return items.length > 0 ? [{ ...option, items }] : [];
      }
      return matching([option]);
    });
  };
}

/**
 * Services grouped by category, in catalog order, named in the page language. With
 * `wholeCategory`, each group starts with its category, for searches that take a whole trade.
 */
export function serviceGroups(lang: Lang, wholeCategory?: (name: string) => string): CatalogGroups {
  return SERVICE_CATEGORIES.map((category) => ({
    group: category.name[lang],
    items: [
      ...(wholeCategory ? [{ value: category.serviceId, label: wholeCategory(category.name[lang]) }] : []),
      ...SERVICES.filter((service) => service.categoryId === category.serviceId).map((service) => ({
        value: service.serviceId,
        label: service.name[lang],
      })),
    ],
  }));
}

/** Zones grouped by canton; a canton's own entry covers all of it. */
export function zoneGroups(wholeCanton: (name: string) => string): CatalogGroups {
  return CANTONS.map((canton) => ({
    group: canton.name,
    items: ZONES.filter((zone) => zone.cantonId === canton.zoneId).map((zone) => ({
      value: zone.zoneId,
      label: zone.kind === 'canton' ? wholeCanton(zone.name) : zone.name,
    })),
  }));
}

/**
 * Spoken languages in one group, alphabetical in the page language: by their names without case
 * or accents, which for these names is the page language's own order (a unit test holds it to
 * Intl.Collator's). Not with a collator: making one (its locale data) cost a phone a long frame as
 * the directory came alive.
 */
export function languageGroups(lang: Lang, groupLabel: string): CatalogGroups {
  const items = SPOKEN_LANGUAGES.map((language) => ({
    value: language.code,
    label: language.name[lang],
    key: normalizeForSearch(language.name[lang]),
  }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ value, label }) => ({ value, label }));
  return [{ group: groupLabel, items }];
}

/**
 * Every service picker (the profile wizard's, the directory's) searches as the directory reads a typed
 * phrase: shared's findServiceIds, both languages, the page's first.
 */
export const searchServiceIds = (lang: Lang) => (term: string) => findServiceIds(term, lang);

export const searchZoneIds = (term: string) => searchZones(term).map((zone) => zone.zoneId);

export const searchLanguageCodes = (lang: Lang) => (term: string) =>
  searchLanguages(term, lang).map((language) => language.code);

/** The shown name of a chosen entry, '' for none. */
export function catalogLabel(data: CatalogGroups, value: string | undefined): string {
  if (value === undefined) return '';
  for (const group of data) {
    const item = group.items.find((option) => option.value === value);
    if (item) return item.label;
  }
  return '';
}
