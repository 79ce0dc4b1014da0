import { useMemo } from 'react';
import {
  languageGroups,
  searchLanguageCodes,
  searchServiceIds,
  searchZoneIds,
  serviceGroups,
  zoneGroups,
} from '../../../lib/catalog-options';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useDirectoryTranslation } from '../i18n';

/** The services and zones of the directory's controls, named in the page language, with their searches. */
export function useDirectoryCatalog() {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  return useMemo(
    () => ({
      services: serviceGroups(lang, (name) => t('filters.wholeCategory', { name })),
      searchServices: searchServiceIds(lang),
      zones: zoneGroups((name) => t('filters.wholeCanton', { name })),
      searchZones: searchZoneIds,
    }),
    [lang, t],
  );
}

/**
 * The spoken languages, alphabetical in the page language, with their search: only the directory's
 * filters offer them (sorting them takes a collator, which the home page's search need not build).
 */
export function useLanguageCatalog() {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  return useMemo(
    () => ({
      languages: languageGroups(lang, t('filters.languageGroup')),
      searchLanguages: searchLanguageCodes(lang),
    }),
    [lang, t],
  );
}
