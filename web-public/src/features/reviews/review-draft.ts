import { isRating } from '@gp/shared';

/** Spec §3: the draft lives in local browser storage under these two keys. */
export const REVIEW_DRAFT_KEY = 'reviewDraft';
export const REVIEW_DRAFT_UID_KEY = 'reviewDraftUid';

/** What the person types on the review form; rating 0 means not chosen yet. */
export interface ReviewFields {
  rating: number;
  name: string;
  email: string;
  title: string;
  body: string;
}

export const EMPTY_REVIEW: ReviewFields = { rating: 0, name: '', email: '', title: '', body: '' };

const TEXT_FIELDS = ['name', 'email', 'title', 'body'] as const;

/** localStorage, or null where the browser refuses it (storage disabled, some private modes). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps only well-formed fields: the stored text may come from an older version or another tab. */
function fieldsFrom(stored: unknown): ReviewFields | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const fields = { ...EMPTY_REVIEW };
  for (const field of TEXT_FIELDS) {
    if (typeof record[field] === 'string') fields[field] = record[field];
  }
  const rating = record.rating;
  if (isRating(rating)) fields.rating = rating;
  return fields;
}

/** The draft written for this contractor, or null (none, another contractor's, or unreadable). */
export function readReviewDraft(contractorId: string, storage: Storage | null = browserStorage()): ReviewFields | null {
  try {
    if (!storage || storage.getItem(REVIEW_DRAFT_UID_KEY) !== contractorId) return null;
    const text = storage.getItem(REVIEW_DRAFT_KEY);
    return text === null ? null : fieldsFrom(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The contractor an unfinished review is being written for, or null: no draft, or an unreadable
 * one. Only in the browser; on the server there is no storage and so no draft.
 */
export function unfinishedReviewContractor(
  storage: Storage | null = typeof window === 'undefined' ? null : browserStorage(),
): string | null {
  try {
    const contractorId = storage?.getItem(REVIEW_DRAFT_UID_KEY);
    if (!contractorId) return null;
    return readReviewDraft(contractorId, storage) ? contractorId : null;
  } catch {
    return null;
  }
}

/** One draft at a time: writing for another contractor replaces the previous one. */
export function saveReviewDraft(
  contractorId: string,
  fields: ReviewFields,
  storage: Storage | null = browserStorage(),
): void {
  try {
    storage?.setItem(REVIEW_DRAFT_KEY, JSON.stringify(fields));
    storage?.setItem(REVIEW_DRAFT_UID_KEY, contractorId);
  } catch {
    // A full or refused storage only costs the draft; the form keeps working.
  }
}

export function clearReviewDraft(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(REVIEW_DRAFT_KEY);
    storage?.removeItem(REVIEW_DRAFT_UID_KEY);
  } catch {
    // Nothing to clean where storage is refused.
  }
}

/**
 * The email an anonymous review was just sent with, for this tab only (sessionStorage): the
 * "Create an account" and "Log in" offers start with it, also after a reload of the form.
 */
export const REVIEWER_EMAIL_KEY = 'reviewerEmail';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberReviewerEmail(email: string, storage: Storage | null = tabStorage()): void {
  try {
    storage?.setItem(REVIEWER_EMAIL_KEY, email.trim());
  } catch {
    // Without storage the sign-up simply starts empty.
  }
}

export function reviewerEmail(
  storage: Storage | null = typeof window === 'undefined' ? null : tabStorage(),
): string | null {
  try {
    return storage?.getItem(REVIEWER_EMAIL_KEY) ?? null;
  } catch {
    return null;
  }
}
