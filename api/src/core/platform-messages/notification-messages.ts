import {
  PHOTO_REJECTION_REASONS,
  REVIEW_REMOVAL_REASONS,
  SYSTEM_REMOVAL_REASONS,
  type Lang,
  type NotificationKind,
  type PhotoRejectionCode,
  type ReviewRemovalCode,
} from '@gp/shared';
import type { PlatformId, SiteOrigin } from './platform-messages';

/**
 * What a notification says, by kind: only ids the platform drew and reason codes from fixed lists,
 * so no template can carry words a user (or an admin's note) wrote (platform-messages.ts, DESIGN §9).
 */
export type Notification =
  | { kind: 'review-published'; pro: PlatformId }
  | { kind: 'profile-public'; pro: PlatformId }
  | { kind: 'photo-refused'; reason: PhotoRejectionCode }
  | { kind: 'reply-hidden'; pro: PlatformId }
  | { kind: 'own-review-published'; pro: PlatformId }
  | { kind: 'own-review-removed'; reason: ReviewRemovalCode }
  | { kind: 'request-answered'; pro: PlatformId; sentRequests: boolean }
  /**
   * Two days after a request, to its number: did the pro get back to you? The pro is named by a link
   * to their page, not by the name they typed (platform-messages.ts `requestSent`).
   */
  | { kind: 'answer-check'; pro: PlatformId };

/**
 * The message written out (SMS, the console) and the same values numbered as an approved WhatsApp
 * template takes them ({{1}}, {{2}}): each kind's template in Twilio has these words around them.
 */
export interface NotificationMessage {
  body: string;
  variables: Record<string, string>;
}

const REMOVAL_REASONS = { ...REVIEW_REMOVAL_REASONS, ...SYSTEM_REMOVAL_REASONS };

// Only our two languages name a path, whatever a caller passes.
const page = (origin: SiteOrigin, lang: Lang, path: string) => `${origin}/${lang === 'es' ? 'es' : 'en'}${path}`;

function link(notification: Notification, lang: Lang, origin: SiteOrigin): string {
  switch (notification.kind) {
    case 'photo-refused':
      return page(origin, lang, '/edit-contractor-profile?tab=photos');
    case 'own-review-removed':
      return page(origin, lang, '/account?tab=reviews');
    case 'request-answered':
      return notification.sentRequests
        ? page(origin, lang, '/account?tab=sentRequests')
        : page(origin, lang, `/profile/${notification.pro}`);
    default:
      return page(origin, lang, `/profile/${notification.pro}`);
  }
}

const texts: Record<NotificationKind, Record<Lang, (values: { link: string; reason: string }) => string>> = {
  'review-published': {
    es: ({ link }) => `Se publicó una reseña nueva en tu perfil de Guanacaste Pros. Mírala en ${link}`,
    en: ({ link }) => `A new review was published on your Guanacaste Pros profile. See it at ${link}`,
  },
  'profile-public': {
    es: ({ link }) => `¡Tu perfil de Guanacaste Pros ya es público! Los clientes ya pueden encontrarte: ${link}`,
    en: ({ link }) => `Your Guanacaste Pros profile is now public! Clients can find you: ${link}`,
  },
  'photo-refused': {
    es: ({ link, reason }) =>
      `Una de tus fotos no se aprobó en Guanacaste Pros. Motivo: ${reason}. Revisa tus fotos en ${link}`,
    en: ({ link, reason }) =>
      `One of your photos was not approved on Guanacaste Pros. Reason: ${reason}. Check your photos at ${link}`,
  },
  'reply-hidden': {
    es: ({ link }) => `Un administrador ocultó tu respuesta a una reseña en Guanacaste Pros. Mírala en ${link}`,
    en: ({ link }) => `An administrator hid your reply to a review on Guanacaste Pros. See it at ${link}`,
  },
  'own-review-published': {
    es: ({ link }) => `Tu reseña se publicó en Guanacaste Pros. Mírala en ${link}`,
    en: ({ link }) => `Your review was published on Guanacaste Pros. See it at ${link}`,
  },
  'own-review-removed': {
    es: ({ link, reason }) => `Tu reseña se retiró de Guanacaste Pros. Motivo: ${reason}. Más detalles en ${link}`,
    en: ({ link, reason }) => `Your review was removed from Guanacaste Pros. Reason: ${reason}. Details at ${link}`,
  },
  'request-answered': {
    es: ({ link }) => `El profesional marcó tu solicitud como respondida en Guanacaste Pros: ${link}`,
    en: ({ link }) => `The pro marked your request as answered on Guanacaste Pros: ${link}`,
  },
  'answer-check': {
    es: ({ link }) =>
      `Hace dos días le escribiste a este profesional por Guanacaste Pros: ${link} ¿Te respondió? Responde SÍ o NO.`,
    en: ({ link }) =>
      `Two days ago you wrote to this pro through Guanacaste Pros: ${link} Did they get back to you? Reply YES or NO.`,
  },
};

function reasonOf(notification: Notification, lang: Lang): string | null {
  if (notification.kind === 'photo-refused') return PHOTO_REJECTION_REASONS[notification.reason][lang];
  if (notification.kind === 'own-review-removed') return REMOVAL_REASONS[notification.reason][lang];
  return null;
}

/** The notification in the recipient's language: the reason (if any) is {{1}} and the link last. */
export function notificationMessage(notification: Notification, lang: Lang, origin: SiteOrigin): NotificationMessage {
  const language: Lang = lang === 'es' ? 'es' : 'en';
  const url = link(notification, language, origin);
  const reason = reasonOf(notification, language);
  return {
    body: texts[notification.kind][language]({ link: url, reason: reason ?? '' }),
    variables: reason === null ? { '1': url } : { '1': reason, '2': url },
  };
}
