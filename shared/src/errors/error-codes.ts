import { negotiateLanguage } from '../rules/language-path';

/**
 * Stable error codes of the API (`{ code, message, details? }`). The web apps map each code to
 * a message in both languages; the API answers the English message.
 */
export const errorCatalog = {
  'REQUEST.INVALID': { status: 400, en: 'The request is not valid.', es: 'La solicitud no es válida.' },
  'REQUEST.MALFORMED_JSON': {
    status: 400,
    en: 'The request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es JSON válido.',
  },
  'REQUEST.TOO_LARGE': { status: 413, en: 'The request is too large.', es: 'La solicitud es demasiado grande.' },
  'REQUEST.UNSUPPORTED_MEDIA_TYPE': {
    status: 415,
    en: 'This content type is not supported.',
    es: 'Este tipo de contenido no es compatible.',
  },
  'REQUEST.RATE_LIMITED': {
    status: 429,
    en: 'Too many requests. Please wait a moment and try again.',
    es: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  },
  'ROUTE.NOT_FOUND': { status: 404, en: '404 - Not Found', es: '404 - No encontrado' },
  'AUTH.REQUIRED': { status: 401, en: 'Please sign in to continue.', es: 'Inicia sesión para continuar.' },
  'AUTH.CSRF': {
    status: 403,
    en: 'This request was refused because it did not come from this site.',
    es: 'Rechazamos esta solicitud porque no vino de este sitio.',
  },
  'WEBHOOK.SIGNATURE_INVALID': {
    status: 403,
    en: 'This request was refused because it is not signed by the messaging provider.',
    es: 'Rechazamos esta solicitud porque no está firmada por el proveedor de mensajes.',
  },
  ADMIN_REQUIRED: {
    status: 403,
    en: 'Only administrators can do this.',
    es: 'Solo los administradores pueden hacer esto.',
  },
  AUDITOR_REQUIRED: {
    status: 403,
    en: 'Only administrators and auditors can see this.',
    es: 'Solo los administradores y auditores pueden ver esto.',
  },
  'ADMIN.PROTECTED_ACCOUNT': {
    status: 409,
    en: 'Administrators cannot be deleted or impersonated.',
    es: 'No se puede eliminar ni suplantar a un administrador.',
  },
  'ADMIN.IMPERSONATION_TARGET': {
    status: 409,
    en: 'Only registered, non-admin accounts can be impersonated.',
    es: 'Solo se puede suplantar cuentas registradas que no sean de administradores.',
  },
  'ADMIN.NOT_IMPERSONATING': {
    status: 409,
    en: 'This session is not impersonating anyone.',
    es: 'Esta sesión no está suplantando a nadie.',
  },
  'ADMIN.REFUSED_WHILE_IMPERSONATING': {
    status: 403,
    en: 'Email and password cannot be changed while viewing as another user.',
    es: 'No se puede cambiar el correo ni la contraseña mientras ves la cuenta de otra persona.',
  },
  BETA_REQUIRED: {
    status: 403,
    en: 'Your account does not have beta access yet.',
    es: 'Tu cuenta todavía no tiene acceso beta.',
  },
  TERMS_REQUIRED: {
    status: 403,
    en: 'Please accept the current Terms of Service first.',
    es: 'Primero acepta los Términos de Servicio vigentes.',
  },
  'CONCURRENCY.CONFLICT': {
    status: 409,
    en: 'Someone else changed this at the same time. Please reload and try again.',
    es: 'Alguien más cambió esto al mismo tiempo. Recarga la página e inténtalo de nuevo.',
  },
  'IDEMPOTENCY.KEY_REUSED': {
    status: 422,
    en: 'This Idempotency-Key was already used for a different request. Send a new key with this request.',
    es: 'Esta Idempotency-Key ya se usó para una solicitud distinta. Envía una clave nueva con esta solicitud.',
  },
  'IDEMPOTENCY.IN_PROGRESS': {
    status: 409,
    en: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
    es: 'Todavía se está procesando una solicitud con esta Idempotency-Key. Inténtalo de nuevo en un momento.',
  },
  'AUTH.WRONG_CREDENTIALS': { status: 401, en: 'Wrong email or password', es: 'Correo o contraseña incorrectos' },
  'TERMS.OUTDATED': {
    status: 409,
    en: 'The Terms of Service changed. Please read the new version.',
    es: 'Los Términos de Servicio cambiaron. Lee la nueva versión.',
  },
  'PROFILE.NOT_FOUND': { status: 404, en: '404 - Not Found', es: '404 - No encontrado' },
  'PHOTO.NOT_FOUND': { status: 404, en: 'This photo does not exist.', es: 'Esta foto no existe.' },
  'PHOTO.LIMIT_REACHED': {
    status: 409,
    en: 'You have reached the maximum number of photos. Delete one to add another.',
    es: 'Llegaste al máximo de fotos. Borra una para agregar otra.',
  },
  'PHOTO.TOO_LARGE': {
    status: 413,
    en: 'The file must be smaller than 20MB.',
    es: 'El archivo debe pesar menos de 20MB.',
  },
  'PHOTO.UNSUPPORTED_TYPE': {
    status: 415,
    en: 'Only PNG and JPEG images can be uploaded.',
    es: 'Solo se pueden subir imágenes PNG y JPEG.',
  },
  'PHOTO.UNREADABLE': {
    status: 422,
    en: 'This image could not be read. It may be damaged or too large in pixels.',
    es: 'No pudimos leer esta imagen. Puede estar dañada o tener demasiados píxeles.',
  },
  'REVIEW.OWN_PROFILE': {
    status: 403,
    en: 'You cannot review your own profile. Please ask a client to leave a review for you.',
    es: 'No puedes reseñar tu propio perfil. Pídele a un cliente que te deje una reseña.',
  },
  'REVIEW.PRO_QUEUE_FULL': {
    status: 429,
    en: 'This professional has received many reviews without an account today. Sign in to leave yours now, or try again tomorrow.',
    es: 'Este profesional recibió hoy muchas reseñas sin cuenta. Inicia sesión para dejar la tuya ahora o inténtalo de nuevo mañana.',
  },
  'REVIEW.NOT_FOUND': { status: 404, en: 'This review does not exist.', es: 'Esta reseña no existe.' },
  'REVIEW.ALREADY_APPROVED': {
    status: 409,
    en: 'This review is already approved.',
    es: 'Esta reseña ya está aprobada.',
  },
  'REVIEW.NOT_APPROVED': { status: 409, en: 'This review is not approved.', es: 'Esta reseña no está aprobada.' },
  'REVIEW.NOT_YOUR_PROFILE': {
    status: 403,
    en: 'Only the professional this review is about can reply to it.',
    es: 'Solo el profesional de esta reseña puede responderla.',
  },
  'REVIEW.NOT_LIVE': {
    status: 409,
    en: 'Only a review shown on your profile can be answered.',
    es: 'Solo se puede responder una reseña que se muestra en tu perfil.',
  },
  'REVIEW.NO_REPLY': { status: 409, en: 'This review has no reply.', es: 'Esta reseña no tiene respuesta.' },
  'REVIEW.ALREADY_REMOVED': {
    status: 409,
    en: 'This review has already been removed.',
    es: 'Esta reseña ya fue retirada.',
  },
  'REVIEW.NOT_REMOVED': { status: 409, en: 'This review is not removed.', es: 'Esta reseña no está retirada.' },
  'REVIEW.REMOVED': {
    status: 409,
    en: 'An admin removed this review, so it can no longer be edited.',
    es: 'Un administrador retiró esta reseña, así que ya no se puede editar.',
  },
  'REVIEW.NOT_AUTHOR': {
    status: 403,
    en: 'Only the author of this review can change it.',
    es: 'Solo quien escribió esta reseña puede cambiarla.',
  },
  'DIRECTORY.UNKNOWN_SERVICE': {
    status: 400,
    en: 'This service is not in our list of services.',
    es: 'Este servicio no está en nuestra lista de servicios.',
  },
  'DIRECTORY.UNKNOWN_ZONE': {
    status: 400,
    en: 'This zone is not in our list of zones.',
    es: 'Esta zona no está en nuestra lista de zonas.',
  },
  'DIRECTORY.UNKNOWN_LANGUAGE': {
    status: 400,
    en: 'This language is not in our list of languages.',
    es: 'Este idioma no está en nuestra lista de idiomas.',
  },
  'USER.NOT_FOUND': { status: 404, en: 'This account does not exist.', es: 'Esta cuenta no existe.' },
  'EMAIL.IN_USE': {
    status: 409,
    en: 'This email is already used by another account.',
    es: 'Este correo ya lo usa otra cuenta.',
  },
  'PHONE.INVALID': { status: 400, en: 'Invalid phone number.', es: 'Número de teléfono no válido.' },
  'PHONE.REQUIRED': { status: 400, en: 'Enter your phone number.', es: 'Escribe tu número de teléfono.' },
  'PHONE.CHARGEABLE': {
    status: 400,
    en: 'This number can charge whoever calls it (premium-rate, shared-cost, personal or universal access). Please give a mobile or landline number.',
    es: 'Este número puede cobrarle a quien llama (tarificación adicional, costo compartido, número personal o de acceso universal). Indica un número móvil o fijo.',
  },
  'PHONE.IN_USE': {
    status: 409,
    en: 'This phone number is already being used by another account.',
    es: 'Este número de teléfono ya lo está usando otra cuenta.',
  },
  'PHONE.SEND_FAILED': {
    status: 429,
    en: "We couldn't send a code to this number. This may be from sending too many requests in a short period of time or from an error on our end. Please try again later.",
    es: 'No pudimos enviar un código a este número. Puede deberse a demasiadas solicitudes en poco tiempo o a un error de nuestra parte. Inténtalo de nuevo más tarde.',
  },
  'PHONE.RESEND_TOO_SOON': {
    status: 429,
    en: 'Please wait a few seconds before asking for another code.',
    es: 'Espera unos segundos antes de pedir otro código.',
  },
  'PHONE.WRONG_CODE': { status: 400, en: 'Wrong Code', es: 'Código incorrecto' },
  'PHONE.VERIFICATION_FAILED': { status: 400, en: 'Verification Failed', es: 'La verificación falló' },
  'CONTACT.CHANNEL_OFF': {
    status: 409,
    en: 'This pro cannot be reached this way. Please choose another way to contact them.',
    es: 'No se puede contactar a este profesional por esta vía. Elige otra forma de contactarlo.',
  },
  'LEAD.NOT_FOUND': { status: 404, en: 'This request does not exist.', es: 'Esta solicitud no existe.' },
  'LEAD.TOO_MANY': {
    status: 429,
    en: 'Too many messages have been sent from here. Please try again later or contact the pro by WhatsApp or phone.',
    es: 'Se enviaron demasiados mensajes desde aquí. Inténtalo más tarde o contacta al profesional por WhatsApp o teléfono.',
  },
  'BETA_KEY.NOT_FOUND': { status: 404, en: 'This beta key does not exist.', es: 'Esta clave beta no existe.' },
  'BETA_KEY.ALREADY_ISSUED': {
    status: 409,
    en: 'This beta key was already issued.',
    es: 'Esta clave beta ya fue emitida.',
  },
  'BETA_KEY.CONSUMED': { status: 409, en: 'This beta key has already been used.', es: 'Esta clave beta ya fue usada.' },
  'BETA_KEY.REVOKED': {
    status: 409,
    en: 'This beta key has been revoked.',
    es: 'Esta clave beta fue revocada.',
  },
  'SERVER.UNAVAILABLE': {
    status: 503,
    en: 'The service is temporarily unavailable. Please try again shortly.',
    es: 'El servicio no está disponible por el momento. Inténtalo de nuevo en breve.',
  },
  'SERVER.STARTING': {
    status: 503,
    en: 'Guanacaste Pros is starting up. Please try again in a few seconds.',
    es: 'Guanacaste Pros se está iniciando. Inténtalo de nuevo en unos segundos.',
  },
  'SERVER.INTERNAL': {
    status: 500,
    en: 'Something went wrong on our end. Please try again.',
    es: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  },
} as const satisfies Record<string, { status: number; en: string; es: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

/** The language of an API answer: the better of en and es for the caller, else English. */
export function preferredLanguage(acceptLanguage: string | undefined): 'en' | 'es' {
  return negotiateLanguage(acceptLanguage) ?? 'en';
}

export function errorMessage(code: ErrorCode, lang: 'en' | 'es'): string {
  return errorCatalog[code][lang];
}
