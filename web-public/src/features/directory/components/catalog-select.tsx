import { Group, Select } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { HighlightedLabel } from '../../../components/highlighted-label';
import { rankedFilter, type CatalogGroups } from '../../../lib/catalog-options';
import { useDirectoryTranslation } from '../i18n';

interface CatalogSelectProps {
  label: string;
  placeholder: string;
  data: CatalogGroups;
  /** Ids of the catalog entries matching a term, best first. */
  search: (term: string) => readonly string[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Shown before an option's label (a flag). */
  decoration?: (value: string) => ReactNode;
  size?: 'md' | 'lg';
  /** The text typed into the field, for a form that searches by it when nothing is picked. */
  onTermChange?: (term: string) => void;
}

/** One catalog entry, found by typing (the catalog's own ranked, accent-insensitive search); clearable. */
export function CatalogSelect({
  label,
  placeholder,
  data,
  search,
  value,
  onChange,
  decoration,
  size = 'md',
  onTermChange,
}: CatalogSelectProps) {
  const { t } = useDirectoryTranslation();
  const [term, setTerm] = useState('');
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ?? null}
      onChange={(chosen) => onChange(chosen ?? undefined)}
      searchable
      clearable
      size={size}
      onSearchChange={(typed) => {
        setTerm(typed);
        onTermChange?.(typed);
      }}
      filter={rankedFilter(search)}
      nothingFoundMessage={t('filters.nothingFound')}
      maxDropdownHeight={320}
      comboboxProps={{ shadow: 'md' }}
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap">
          {decoration?.(option.value)}
          <HighlightedLabel label={option.label} term={term} />
        </Group>
      )}
    />
  );
}
