import type { Lang } from '../constants/constants';

/**
 * Why an admin removes a review (the Terms let the provider remove reviews): chosen from this list, so
 * its author reads the reason in their own language whichever language the admin works in; `other`
 * needs a note of the admin's own.
 */
export const REVIEW_REMOVAL_REASONS = {
  'not-genuine': {
    en: 'It does not describe a real experience with this pro',
    es: 'No describe una experiencia real con este profesional',
  },
  offensive: { en: 'It is offensive or abusive', es: 'Es ofensiva o abusiva' },
  'personal-data': {
    en: 'It shows personal data (phone numbers, emails or addresses)',
    es: 'Muestra datos personales (teléfonos, correos o direcciones)',
  },
  'off-topic': { en: 'It is not about the work of this pro', es: 'No trata del trabajo de este profesional' },
  other: { en: 'Another reason', es: 'Otro motivo' },
} as const satisfies Record<string, Record<Lang, string>>;

/** Why the platform itself closed a review: no admin chooses these. */
export const SYSTEM_REMOVAL_REASONS = {
  'pro-account-deleted': {
    en: 'The professional it is about deleted their account',
    es: 'El profesional de esta reseña eliminó su cuenta',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type AdminRemovalCode = keyof typeof REVIEW_REMOVAL_REASONS;
export type ReviewRemovalCode = AdminRemovalCode | keyof typeof SYSTEM_REMOVAL_REASONS;

/** The reasons an admin picks from. */
export const ADMIN_REMOVAL_CODES = Object.keys(REVIEW_REMOVAL_REASONS) as AdminRemovalCode[];
/** Every reason a removal may carry. */
export const REVIEW_REMOVAL_CODES = [
  ...ADMIN_REMOVAL_CODES,
  ...Object.keys(SYSTEM_REMOVAL_REASONS),
] as ReviewRemovalCode[];
const ALL_REASONS: Record<ReviewRemovalCode, Record<Lang, string>> = {
  ...REVIEW_REMOVAL_REASONS,
  ...SYSTEM_REMOVAL_REASONS,
};

/** A removal as the author reads it: the reason in their language, and the admin's note when there is one. */
export function reviewRemovalText(removal: { reasonCode: ReviewRemovalCode; note: string | null }, lang: Lang): string {
  const reason = ALL_REASONS[removal.reasonCode][lang];
  if (!removal.note) return reason;
  return removal.reasonCode === 'other' ? removal.note : `${reason}: ${removal.note}`;
}
