import { CANTONS, SERVICE_CATEGORIES, SERVICES, SPOKEN_LANGUAGES, ZONES, searchLanguages, searchServices, searchZones, type Lang } from '@gp/shared';
import { useMemo, type ReactNode } from 'react';
import { useLang } from '../../../hooks/use-lang';
import { LanguageFlag } from '../../profile/components/language-flag';
import type { ProfileFieldEditor } from '../hooks/use-profile-field-editor';
import { useProfileEditorTranslation } from '../i18n';
import { CatalogMultiSelect, type CatalogGroups } from './catalog-multi-select';

type ListEditor = ProfileFieldEditor<'serviceIds'> | ProfileFieldEditor<'zoneIds'> | ProfileFieldEditor<'languageCodes'>;

/** Services grouped by category, in catalog order, named in the page language. */
function serviceGroups(lang: Lang): CatalogGroups {
  return SERVICE_CATEGORIES.map((category) => ({
    group: category.name[lang],
    items: SERVICES.filter((service) => service.categoryId === category.serviceId).map((service) => ({ value: service.serviceId, label: service.name[lang] })),
  }));
}

const searchServiceIds = (lang: Lang) => (term: string) => searchServices(term, lang).map((service) => service.serviceId);

/** Spec §3 services: what the contractor offers, found by name or keyword in the page language. */
export function ServicesField({ editor }: { editor: ProfileFieldEditor<'serviceIds'> }) {
  const lang = useLang();
  const data = useMemo(() => serviceGroups(lang), [lang]);
  return <CatalogListField editor={editor} name="services" data={data} search={useMemo(() => searchServiceIds(lang), [lang])} />;
}

/** Zones grouped by canton; a canton's own entry covers all of it. */
function zoneGroups(wholeCanton: (name: string) => string): CatalogGroups {
  return CANTONS.map((canton) => ({
    group: canton.name,
    items: ZONES.filter((zone) => zone.cantonId === canton.zoneId).map((zone) => ({
      value: zone.zoneId,
      label: zone.kind === 'canton' ? wholeCanton(zone.name) : zone.name,
    })),
  }));
}

const searchZoneIds = (term: string) => searchZones(term).map((zone) => zone.zoneId);

/** Spec §3 zones: the places in Guanacaste the contractor covers. */
export function ZonesField({ editor }: { editor: ProfileFieldEditor<'zoneIds'> }) {
  const { t } = useProfileEditorTranslation();
  const data = useMemo(() => zoneGroups((name) => t('zones.wholeCanton', { name })), [t]);
  return <CatalogListField editor={editor} name="zones" data={data} search={searchZoneIds} />;
}

function languageGroups(lang: Lang, groupLabel: string): CatalogGroups {
  const collator = new Intl.Collator(lang);
  const items = SPOKEN_LANGUAGES.map((language) => ({ value: language.code, label: language.name[lang] })).sort((a, b) => collator.compare(a.label, b.label));
  return [{ group: groupLabel, items }];
}

const searchLanguageCodes = (lang: Lang) => (term: string) => searchLanguages(term, lang).map((language) => language.code);

/** Spec §3 spoken languages, with flags. */
export function LanguagesField({ editor }: { editor: ProfileFieldEditor<'languageCodes'> }) {
  const { t } = useProfileEditorTranslation();
  const lang = useLang();
  const data = useMemo(() => languageGroups(lang, t('languages.group')), [lang, t]);
  return (
    <CatalogListField
      editor={editor}
      name="languages"
      data={data}
      search={useMemo(() => searchLanguageCodes(lang), [lang])}
      decoration={(code) => <LanguageFlag code={code} />}
    />
  );
}

interface CatalogListFieldProps {
  editor: ListEditor;
  name: 'services' | 'zones' | 'languages';
  data: CatalogGroups;
  search: (term: string) => readonly string[];
  decoration?: (value: string) => ReactNode;
}

function CatalogListField({ editor, name, data, search, decoration }: CatalogListFieldProps) {
  const { t } = useProfileEditorTranslation();
  return (
    <CatalogMultiSelect
      label={t(`${name}.label`)}
      description={t(`${name}.description`)}
      placeholder={t(`${name}.placeholder`)}
      data={data}
      search={search}
      value={editor.value}
      onChange={editor.change}
      status={editor.status}
      onRetry={editor.retry}
      error={editor.issues.length > 0 ? t('catalog.invalid') : undefined}
      decoration={decoration}
    />
  );
}
