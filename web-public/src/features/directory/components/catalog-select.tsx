import { ComboboxChevron, TextInput } from '@mantine/core';
import { useId, useState, type ComponentType } from 'react';
import { catalogLabel } from '../../../lib/catalog-options';
import type { CatalogSelectProps } from './catalog-select-props';

type CatalogCombobox = ComponentType<CatalogSelectProps & { initialTerm: string }>;

/** Loaded once for every field of the page, when the first is turned to. */
let loadedCombobox: CatalogCombobox | undefined;
const loadCombobox = async (): Promise<CatalogCombobox> =>
  (loadedCombobox ??= (await import('./catalog-combobox')).CatalogCombobox);

/**
 * One catalog entry, found by typing. A page shows it as a plain field; the searchable list (a
 * combobox with its positioning and search code) loads when the visitor turns to the field, so a
 * page that merely shows the search form neither downloads nor starts it.
 */
export function CatalogSelect(props: CatalogSelectProps) {
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const [typed, setTyped] = useState('');
  const [Combobox, setCombobox] = useState<CatalogCombobox>();
  // The plain field stays, focused and taking keystrokes, until the list has loaded (or, offline,
  // until it is turned to again).
  const turnTo = () => void loadCombobox().then((loaded) => setCombobox(() => loaded), ignore);
  if (Combobox) return <Combobox {...props} id={id} initialTerm={typed || catalogLabel(props.data, props.value)} />;
  return (
    <CatalogField
      {...props}
      id={id}
      typed={typed}
      onType={(text) => {
        setTyped(text);
        props.onTermChange?.(text);
      }}
      onTurnTo={turnTo}
    />
  );
}

interface CatalogFieldProps extends CatalogSelectProps {
  id: string;
  typed: string;
  onType: (text: string) => void;
  onTurnTo: () => void;
}

/** The field as the combobox draws it when closed: its label, the chosen entry's name and a chevron. */
function CatalogField({
  id,
  label,
  placeholder,
  data,
  value,
  size = 'md',
  typed,
  onType,
  onTurnTo,
}: CatalogFieldProps) {
  return (
    <TextInput
      id={id}
      label={label}
      placeholder={placeholder}
      size={size}
      value={typed || catalogLabel(data, value)}
      autoComplete="off"
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      onChange={(event) => {
        onType(event.currentTarget.value);
        // Typing turns to the field too: text typed before the page came alive arrives only as a change.
        onTurnTo();
      }}
      onFocus={onTurnTo}
      onPointerDown={onTurnTo}
      onPointerEnter={() => void loadCombobox().catch(ignore)}
      rightSection={<ComboboxChevron size={size} />}
      rightSectionPointerEvents="none"
    />
  );
}

const ignore = () => undefined;
