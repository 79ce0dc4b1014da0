import type { Lang } from '@gp/shared';
import { formatDateTime } from '@gp/web-common/lib/format-date';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isPlainValue = (value: unknown) => value === null || typeof value !== 'object';

/** One line of an event's data: the payload field, the part of it (a language, for a text per language), its value. */
export interface DataEntry {
  field: string;
  part: string | null;
  value: unknown;
}

/**
 * A payload as lines: a field holding an object of plain values (a description per language,
 * `{ en, es }`) is one line per entry, so its texts read as text; an empty one is one line with no
 * value. Other fields are one line each.
 */
export function dataEntries(data: Record<string, unknown>): DataEntry[] {
  return Object.entries(data).flatMap(([field, value]): DataEntry[] => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return [{ field, part: null, value }];
    const entries = Object.entries(value);
    if (entries.length === 0) return [{ field, part: null, value: null }];
    if (!entries.every(([, inner]) => isPlainValue(inner))) return [{ field, part: null, value }];
    return entries.map(([part, innerValue]) => ({ field, part, value: innerValue }));
  });
}

/** Payload fields that hold an account's id: the console shows the account's name instead, when it knows it. */
export const ACCOUNT_FIELDS: ReadonlySet<string> = new Set([
  'userId',
  'adminId',
  'targetUserId',
  'contractorId',
  'authorId',
  'anonymousUserId',
  'anonymousAuthorId',
  'proId',
  'senderId',
  'hiddenBy',
  'shownBy',
]);

/** Payload fields whose values are codes with words of their own (`history.values.{field}.{code}`). */
export const WORDED_FIELDS: ReadonlySet<string> = new Set(['by', 'party']);

/** Payload fields that hold a language code (or a list of them). */
export const LANGUAGE_FIELDS: ReadonlySet<string> = new Set(['preferredLang', 'lang', 'languageCodes']);

export interface DataWords {
  yes: string;
  no: string;
  none: string;
}

/** An event payload value as text: instants as local dates, lists joined, nested objects as compact JSON. */
export function readableValue(value: unknown, lang: Lang, words: DataWords): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value, lang) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length === 0 ? words.none : value.map((item) => readableValue(item, lang, words)).join(', ');
  }
  return JSON.stringify(value);
}
