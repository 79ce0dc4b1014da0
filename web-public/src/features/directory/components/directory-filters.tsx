import { Button, Group, NativeSelect, Stack, Switch, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DIRECTORY_QUERY_MAX_CHARS, DIRECTORY_SORTS, RATING_MAX, parseSearchPhrase } from '@gp/shared';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@gp/web-common/components/submit-button';
import { LanguageFlag } from '@gp/web-common/components/language-flag';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { activeFilterCount, EMPTY_SEARCH, withPhrase, type DirectorySearch } from '../directory-search';
import { useDirectoryCatalog, useLanguageCatalog } from '../hooks/use-directory-catalog';
import { useDirectoryTranslation } from '../i18n';
import { CatalogSelect } from './catalog-select';
import { NearMeButton } from './near-me-button';

const FILTERS_ID = 'directory-filters';

interface DirectoryFiltersProps {
  search: DirectorySearch;
  /** A changed search; every change starts again at page 1. */
  onSearch: (search: DirectorySearch) => void;
}

/** The free-text search: sent on Enter or the button, not on every key, so the URL and history stay readable. */
function TextSearch({ search, onSearch }: DirectoryFiltersProps) {
  const { t } = useDirectoryTranslation();
  const [text, setText] = useState(search.q);
  const lang = useLang();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(withPhrase({ ...search, q: '' }, parseSearchPhrase(text, lang)));
  };
  return (
    <Group component="form" role="search" gap="xs" align="flex-end" wrap="nowrap" onSubmit={submit}>
      <TextInput
        label={t('filters.q')}
        placeholder={t('filters.qPlaceholder')}
        value={text}
        maxLength={DIRECTORY_QUERY_MAX_CHARS}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
        flex={1}
      />
      <SubmitButton>{t('filters.submit')}</SubmitButton>
    </Group>
  );
}

/**
 * The directory's controls: free text, service, zone (or "Near me"), language, open now, minimum
 * rating and order. On a phone all but the text search and "Near me" fold behind a "Filters" button
 * that counts the active ones.
 */
export function DirectoryFilters({ search, onSearch }: DirectoryFiltersProps) {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  const catalog = useDirectoryCatalog();
  const languageCatalog = useLanguageCatalog();
  const [open, toggle] = useDisclosure(false);
  const count = activeFilterCount(search);
  const clear = () => onSearch({ ...EMPTY_SEARCH, q: search.q });
  const change = (patch: Partial<DirectorySearch>) => onSearch({ ...search, ...patch, page: 1 });
  // Text left in the service or place field without a pick is read as in the home's search, not dropped.
  const commitText = (text: string) => onSearch(withPhrase(search, parseSearchPhrase(text, lang)));
  // Keyed by the search, so a field shows the search's value again once its text was taken.
  const fieldKey = `${search.service}|${search.zone}|${search.q}`;
  const controls = (
    <div className="directory-filter-fields">
      <CatalogSelect
        key={`service|${fieldKey}`}
        label={t('filters.service')}
        placeholder={t('filters.servicePlaceholder')}
        data={catalog.services}
        search={catalog.searchServices}
        value={search.service}
        onChange={(service) => change({ service })}
        onTextCommit={commitText}
      />
      <CatalogSelect
        key={`zone|${fieldKey}`}
        label={t('filters.zone')}
        placeholder={t('filters.zonePlaceholder')}
        data={catalog.zones}
        search={catalog.searchZones}
        value={search.zone}
        onChange={(zone) => change({ zone })}
        onTextCommit={commitText}
      />
      <CatalogSelect
        label={t('filters.language')}
        placeholder={t('filters.languagePlaceholder')}
        data={languageCatalog.languages}
        search={languageCatalog.searchLanguages}
        value={search.language}
        onChange={(language) => change({ language })}
        decoration={(code) => <LanguageFlag code={code} />}
      />
      {/* Native selects: a phone opens its own picker, and the page loads no dropdown code for two short lists.
          The size of the catalog selects beside them. */}
      <NativeSelect
        size="md"
        label={t('filters.minRating')}
        data={[
          { value: '', label: t('filters.anyRating') },
          ...Array.from({ length: RATING_MAX - 1 }, (_, index) => RATING_MAX - 1 - index).map((rating) => ({
            value: String(rating),
            label: t('filters.ratingAtLeast', { rating }),
          })),
        ]}
        value={search.minRating === undefined ? '' : String(search.minRating)}
        onChange={({ currentTarget: { value } }) => change({ minRating: value ? Number(value) : undefined })}
      />
      <NativeSelect
        size="md"
        label={t('filters.sort')}
        data={DIRECTORY_SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) }))}
        value={search.sort}
        onChange={({ currentTarget: { value } }) => change({ sort: value as DirectorySearch['sort'] })}
      />
      <Stack justify="flex-end" gap="xs" pb={6}>
        <Switch
          label={t('filters.openNow')}
          checked={search.openNow}
          onChange={(event) => change({ openNow: event.currentTarget.checked })}
          size="md"
        />
      </Stack>
    </div>
  );
  return (
    <Stack component="section" aria-label={t('filters.label')} gap="sm" className="directory-filters">
      {/* Keyed by the search's text, so going back in history shows that search's text. */}
      <TextSearch key={search.q} search={search} onSearch={onSearch} />
      {/* Phone or not is decided by CSS, not a media query in script: the server's HTML is already laid out for the screen it lands on. */}
      <Group gap="sm">
        <Button
          variant="default"
          hiddenFrom="sm"
          onClick={toggle.toggle}
          aria-expanded={open}
          aria-controls={FILTERS_ID}
        >
          {count > 0 ? t('filters.toggleWithCount', { count }) : t('filters.toggle')}
        </Button>
        {count > 0 && <ClearButton onClear={clear} hiddenFrom="sm" />}
        {/* The place nearest to the phone becomes the zone filter: one tap, the phone's coordinates kept on it. */}
        <NearMeButton onZone={(zone) => change({ zone })} />
      </Group>
      <div id={FILTERS_ID} className="directory-filter-controls" data-open={open || undefined}>
        {controls}
      </div>
      {count > 0 && (
        <Group visibleFrom="sm">
          <ClearButton onClear={clear} />
        </Group>
      )}
    </Stack>
  );
}

function ClearButton({ onClear, hiddenFrom }: { onClear: () => void; hiddenFrom?: 'sm' }) {
  const { t } = useDirectoryTranslation();
  return (
    <Button variant="subtle" onClick={onClear} hiddenFrom={hiddenFrom}>
      {t('filters.clear')}
    </Button>
  );
}
