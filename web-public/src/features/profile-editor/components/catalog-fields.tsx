import { useMemo, type ReactNode } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import {
  languageGroups,
  searchLanguageCodes,
  searchServiceIds,
  searchZoneIds,
  serviceGroups,
  zoneGroups,
  type CatalogGroups,
} from '../../../lib/catalog-options';
import { LanguageFlag } from '@gp/web-common/components/language-flag';
import type { ProfileFieldEditor } from '../hooks/use-profile-field-editor';
import { useProfileEditorTranslation } from '../i18n';
import { CatalogMultiSelect } from './catalog-multi-select';

type ListEditor =
  ProfileFieldEditor<'serviceIds'> | ProfileFieldEditor<'zoneIds'> | ProfileFieldEditor<'languageCodes'>;

/** Spec §3 services: what the contractor offers, found by name or keyword in the page language. */
export function ServicesField({ editor }: { editor: ProfileFieldEditor<'serviceIds'> }) {
  const lang = useLang();
  const data = useMemo(() => serviceGroups(lang), [lang]);
  return (
    <CatalogListField
      editor={editor}
      name="services"
      data={data}
      search={useMemo(() => searchServiceIds(lang), [lang])}
    />
  );
}

/** Spec §3 zones: the places in Guanacaste the contractor covers. */
export function ZonesField({ editor }: { editor: ProfileFieldEditor<'zoneIds'> }) {
  const { t } = useProfileEditorTranslation();
  const data = useMemo(() => zoneGroups((name) => t('zones.wholeCanton', { name })), [t]);
  return <CatalogListField editor={editor} name="zones" data={data} search={searchZoneIds} />;
}

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
