import type { ReactNode } from 'react';
import type { CatalogGroups } from '../../../lib/catalog-options';

/** The field's props, apart from both components: the select loads the combobox, which takes the same props. */
export interface CatalogSelectProps {
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
  /** Text left in the field without a pick, as the visitor leaves it or presses Enter: a form that reads typed text takes it. */
  onTextCommit?: (text: string) => void;
  id?: string;
}
