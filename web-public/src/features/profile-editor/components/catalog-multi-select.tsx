import { CheckIcon, Group, MultiSelect, Stack, type ComboboxItem, type ComboboxItemGroup, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import type { SaveStatus } from '../../account/hooks/use-debounced-save';
import { SaveStatusMessage } from '../../account/components/display-name-field';
import { useProfileEditorTranslation } from '../i18n';
import { HighlightedLabel } from './highlighted-label';

/** Spec §9: the dropdown is 400 px tall, and 500 px on a phone, where it is the whole list. */
export const DROPDOWN_HEIGHT_PX = 400;
export const MOBILE_DROPDOWN_HEIGHT_PX = 500;
const PHONE_QUERY = '(max-width: 48em)';

export type CatalogGroups = ComboboxItemGroup<ComboboxItem>[];

/**
 * Keeps the options the catalog's own search finds for the term, in its rank order within each
 * group (the catalog ranks labels before keywords, accents and case ignored); a blank term keeps all.
 */
export function rankedFilter(search: (term: string) => readonly string[]): OptionsFilter {
  return ({ options, search: term }) => {
    if (term.trim() === '') return options;
    const rank = new Map(search(term).map((id, index) => [id, index]));
    const matching = (items: ComboboxItem[]) =>
      items.filter((item) => rank.has(item.value)).sort((a, b) => rank.get(a.value)! - rank.get(b.value)!);
    return options.flatMap((option): ComboboxParsedItem[] => {
      if ('group' in option) {
        const items = matching(option.items);
        return items.length > 0 ? [{ ...option, items }] : [];
      }
      return rank.has(option.value) ? [option] : [];
    });
  };
}

export interface CatalogMultiSelectProps {
  label: string;
  description: string;
  placeholder: string;
  data: CatalogGroups;
  /** Ids of the catalog entries matching a term, best first. */
  search: (term: string) => readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  status: SaveStatus;
  onRetry: () => void;
  error?: string;
  /** Shown before an option's label (e.g. a flag). */
  decoration?: (value: string) => ReactNode;
}

/**
 * A searchable multi-select over one of the catalogs (services, zones, languages): keyboard
 * operable (Mantine's combobox), grouped, with matches highlighted, saved on every change.
 */
export function CatalogMultiSelect({ label, description, placeholder, data, search, value, onChange, status, onRetry, error, decoration }: CatalogMultiSelectProps) {
  const { t } = useProfileEditorTranslation();
  const [term, setTerm] = useState('');
  const onPhone = useMediaQuery(PHONE_QUERY);
  return (
    <Stack gap={6}>
      <MultiSelect
        label={label}
        description={description}
        placeholder={value.length === 0 ? placeholder : undefined}
        data={data}
        value={value}
        onChange={onChange}
        searchable
        searchValue={term}
        onSearchChange={setTerm}
        filter={rankedFilter(search)}
        nothingFoundMessage={t('catalog.nothingFound')}
        maxDropdownHeight={onPhone ? MOBILE_DROPDOWN_HEIGHT_PX : DROPDOWN_HEIGHT_PX}
        comboboxProps={{ shadow: 'md' }}
        error={error}
        renderOption={({ option, checked }) => (
          <Group gap={8} wrap="nowrap">
            <CheckIcon size={12} aria-hidden="true" style={{ visibility: checked ? 'visible' : 'hidden', flex: 'none' }} />
            {decoration?.(option.value)}
            <HighlightedLabel label={option.label} term={term} />
          </Group>
        )}
      />
      <SaveStatusMessage status={status} onRetry={onRetry} />
    </Stack>
  );
}
