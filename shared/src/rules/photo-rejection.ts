import type { Lang } from '../constants/constants';

/**
 * Why an admin rejects a photo: chosen from this list, so its owner reads the reason in their own
 * language whichever language the admin works in; `other` needs a note of the admin's own.
 */
export const PHOTO_REJECTION_REASONS = {
  'not-work': { en: "It doesn't show your work or your business", es: 'No muestra tu trabajo ni tu negocio' },
  people: {
    en: 'It shows people who may not have agreed to appear',
    es: 'Muestra a personas que quizá no aceptaron aparecer',
  },
  'contact-details': {
    en: 'It shows contact details (phone numbers, emails or links)',
    es: 'Muestra datos de contacto (teléfonos, correos o enlaces)',
  },
  'low-quality': { en: 'It is too dark, blurry or small', es: 'Está demasiado oscura, borrosa o pequeña' },
  inappropriate: { en: "It isn't appropriate for the site", es: 'No es apropiada para el sitio' },
  other: { en: 'Another reason', es: 'Otro motivo' },
} as const satisfies Record<string, Record<Lang, string>>;

export type PhotoRejectionCode = keyof typeof PHOTO_REJECTION_REASONS;

export const PHOTO_REJECTION_CODES = Object.keys(PHOTO_REJECTION_REASONS) as PhotoRejectionCode[];

/** A PhotoRejected event's reason as the read models keep it: the code, and the note ('' means none). */
export function rejectionOf(data: { reason: string; reasonCode: PhotoRejectionCode }): {
  code: PhotoRejectionCode;
  note: string | null;
} {
  return { code: data.reasonCode, note: data.reason === '' ? null : data.reason };
}

/** A rejection as its owner reads it: the reason in their language, and the admin's note when there is one. */
export function photoRejectionText(rejection: { code: PhotoRejectionCode; note: string | null }, lang: Lang): string {
  const reason = PHOTO_REJECTION_REASONS[rejection.code][lang];
  if (!rejection.note) return reason;
  return rejection.code === 'other' ? rejection.note : `${reason}: ${rejection.note}`;
}
