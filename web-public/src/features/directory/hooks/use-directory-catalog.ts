import { useMemo } from 'react';
import {
  languageGroups,
  searchLanguageCodes,
  searchServiceIdsBilingual,
  searchZoneIds,
  serviceGroups,
  zoneGroups,
} from '../../../lib/catalog-options';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useDirectoryTranslation } from '../i18n';

/** The catalog choices of the directory's controls, named in the page language, with their searches. */
export function useDirectoryCatalog() {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  return useMemo(
    () => ({
      services: serviceGroups(lang, (name) => t('filters.wholeCategory', { name })),
      searchServices: searchServiceIdsBilingual(lang),
      zones: zoneGroups((name) => t('filters.wholeCanton', { name })),
      searchZones: searchZoneIds,
      languages: languageGroups(lang, t('filters.languageGroup')),
      searchLanguages: searchLanguageCodes(lang),
    }),
    [lang, t],
  );
}
