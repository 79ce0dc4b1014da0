import { CheckIcon, Group, MultiSelect, Stack } from '@mantine/core';
import { rankedFilter, type CatalogGroups } from '../../../lib/catalog-options';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import type { SaveStatus } from '../../../hooks/use-debounced-save';
import { SaveStatusMessage } from '../../../components/display-name-field';
import { useProfileEditorTranslation } from '../i18n';
import { HighlightedLabel } from '../../../components/highlighted-label';

/** Spec §9: the dropdown is 400 px tall, and 500 px on a phone, where it is the whole list. */
export const DROPDOWN_HEIGHT_PX = 400;
export const MOBILE_DROPDOWN_HEIGHT_PX = 500;
const PHONE_QUERY = '(max-width: 48em)';

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
export function CatalogMultiSelect({
  label,
  description,
  placeholder,
  data,
  search,
  value,
  onChange,
  status,
  onRetry,
  error,
  decoration,
}: CatalogMultiSelectProps) {
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
            <CheckIcon
              size={12}
              aria-hidden="true"
              style={{ visibility: checked ? 'visible' : 'hidden', flex: 'none' }}
            />
            {decoration?.(option.value)}
            <HighlightedLabel label={option.label} term={term} />
          </Group>
        )}
      />
      <SaveStatusMessage status={status} onRetry={onRetry} />
    </Stack>
  );
}
