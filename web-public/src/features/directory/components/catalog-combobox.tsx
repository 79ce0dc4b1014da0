import { Group, Select } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { HighlightedLabel } from '../../../components/highlighted-label';
import { catalogLabel, rankedFilter } from '../../../lib/catalog-options';
import { useDirectoryTranslation } from '../i18n';
import type { CatalogSelectProps } from './catalog-select-props';

interface CatalogComboboxProps extends CatalogSelectProps {
  /** What the field this replaces showed: the text typed while the list loaded, or the chosen entry's name. */
  initialTerm: string;
}

/**
 * The catalog field's searchable list: found by typing (the catalog's own ranked,
 * accent-insensitive search), clearable. It replaces CatalogSelect's plain field when the visitor
 * turns to it, so it takes the focus and opens at once, the caret after what was typed already.
 */
export function CatalogCombobox({
  label,
  placeholder,
  data,
  search,
  value,
  onChange,
  decoration,
  size = 'md',
  onTermChange,
  onTextCommit,
  initialTerm,
  id,
}: CatalogComboboxProps) {
  const { t } = useDirectoryTranslation();
  const [term, setTerm] = useState(initialTerm);
  const input = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);
  // Select empties its search as the field loses focus (to the chosen entry's name, else nothing):
  // the visitor's words stay, since a form reads them as a search (a pick is a shortcut, not a must).
  const blurring = useRef(false);
  const [opened, setOpened] = useState(false);
  // Mantine's field reads its list's id (set as the list mounts) when it renders: until something
  // else re-rendered it, an opened list left the field saying aria-expanded="false" to screen
  // readers. One more render once the list is in lets the field say what is on screen.
  const [, setListShown] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one cascading render is the point (see above)
  useEffect(() => setListShown(opened), [opened]);
  const isUnpicked = (text: string) => text.trim() !== '' && text !== catalogLabel(data, value);
  useEffect(() => {
    mounted.current = true;
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
    return () => {
      mounted.current = false;
    };
  }, []);
  return (
    <Select
      ref={input}
      id={id}
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ?? null}
      onChange={(chosen) => onChange(chosen ?? undefined)}
      searchable
      clearable
      size={size}
      searchValue={term}
      onSearchChange={(typed) => {
        // Select sets its search as it mounts (empty without a value): the field it replaces already
        // showed the visitor what they typed or the chosen entry's name, and that stays.
        if (!mounted.current || blurring.current) return;
        setTerm(typed);
        onTermChange?.(typed);
      }}
      filter={rankedFilter(search)}
      nothingFoundMessage={t('filters.nothingFound')}
      maxDropdownHeight={320}
      comboboxProps={{ shadow: 'md' }}
      onBlurCapture={() => {
        blurring.current = true;
      }}
      onBlur={() => {
        blurring.current = false;
        if (isUnpicked(term)) onTextCommit?.(term.trim());
      }}
      onKeyDown={(event) => {
        // Enter on an option picks it (Select's own handling); Enter on bare text is the text's.
        const onOption = opened && event.currentTarget.getAttribute('aria-activedescendant');
        if (event.key === 'Enter' && !onOption && isUnpicked(term)) onTextCommit?.(term.trim());
      }}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap">
          {decoration?.(option.value)}
          <HighlightedLabel label={option.label} term={term} />
        </Group>
      )}
    />
  );
}
