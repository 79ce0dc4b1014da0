import { randomBytes } from 'node:crypto';
import type { Filter, UpdateSpec } from '@gp/shared/server';

/**
 * The document MongoDB starts an upsert from: the filter's equality conditions (`field: value`,
 * `field: { $eq: value }`, and those inside `$and`), with dotted paths expanded into sub-documents.
 * Both adapters use it so that an upsert seeds the same document whichever one runs.
 */
export function upsertSeed(filter: Filter): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  for (const [path, value] of equalityConditions(filter)) setPath(seed, path.split('.'), value);
  return seed;
}

/**
 * Upserts must create documents with a string `_id` (the port's Doc type), so when neither the
 * filter nor the update names one, an ObjectId-shaped hex string is added on insert.
 */
export function withInsertedId(filter: Filter, update: UpdateSpec): UpdateSpec {
  const namesId = '_id' in upsertSeed(filter) || '_id' in (update.$set ?? {}) || '_id' in (update.$setOnInsert ?? {});
  return namesId ? update : { ...update, $setOnInsert: { ...update.$setOnInsert, _id: newDocumentId() } };
}

export function newDocumentId(): string {
  return randomBytes(12).toString('hex');
}

function* equalityConditions(filter: Filter): Generator<[string, unknown]> {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const clause of condition) yield* equalityConditions(clause as Filter);
    } else if (!key.startsWith('$')) {
      if (!isOperatorDocument(condition)) {
        if (!(condition instanceof RegExp)) yield [key, condition];
      } else if ('$eq' in condition) {
        yield [key, condition.$eq];
      }
    }
  }
}

function isOperatorDocument(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const [firstKey] = Object.keys(value);
  return firstKey !== undefined && firstKey.startsWith('$');
}

/** True for object literals and the like, not for arrays, dates or regular expressions. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  // Compared by tag, not by prototype: structuredClone builds objects in Node's realm, which under
  // jest's sandbox is not the realm of the code that checks them.
  return Object.prototype.toString.call(value) === '[object Object]';
}

function setPath(target: Record<string, unknown>, [head, ...rest]: string[], value: unknown): void {
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = target[head];
  const next: Record<string, unknown> = isPlainObject(child) ? child : {};
  target[head] = next;
  setPath(next, rest, value);
}
