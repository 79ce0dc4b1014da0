import { CHOOSE_FROM_LIST } from '../catalog/localized';
import { DAY_HOURS_MESSAGES, DAY_HOURS_MESSAGES_ES, WEEKDAY_NAMES } from '../rules/hours';
import {
  BODY_REQUIRED,
  BODY_TOO_LONG,
  CHARGEABLE_PHONE_NUMBER,
  CODE_FORMAT,
  DESCRIPTION_TOO_LONG,
  INVALID_EMAIL,
  INVALID_PHONE_NUMBER,
  INVALID_REVIEW_EMAIL,
  INVALID_TIME,
  LEAD_MESSAGE_REQUIRED,
  LEAD_MESSAGE_TOO_LONG,
  LEAD_NAME_REQUIRED,
  LEAD_NAME_TOO_LONG,
  NAME_REQUIRED,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  PHONE_NUMBER_REQUIRED,
  PROFILE_DESCRIPTION_MAX_LENGTH,
  RATING_REQUIRED,
  REJECTION_REASON_REQUIRED,
  REPLY_REQUIRED,
  REPLY_TOO_LONG,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from './validation-texts';
import { PHONE_CODE_LENGTH } from '../constants/constants';

/** Spanish twins of the validation messages the shared schemas give (spec §5 wording in English). */
const SPANISH: Record<string, string> = {
  [INVALID_EMAIL]: 'Correo electrónico no válido',
  [PASSWORD_TOO_SHORT]: 'La contraseña debe tener 6 o más caracteres',
  [PASSWORD_TOO_COMMON]: 'Esta contraseña es demasiado común. Elige otra.',
  'Please enter a display name.': 'Escribe un nombre para mostrar.',
  'Invalid beta key': 'Clave beta no válida',
  [INVALID_PHONE_NUMBER]: 'Número de teléfono no válido.',
  [PHONE_NUMBER_REQUIRED]: 'Escribe tu número de teléfono.',
  [CHARGEABLE_PHONE_NUMBER]:
    'Este número puede cobrarle a quien llama (tarificación adicional, costo compartido, número personal o de acceso universal). Indica un número móvil o fijo.',
  [CODE_FORMAT]: `Escribe el código de ${PHONE_CODE_LENGTH} dígitos.`,
  [INVALID_TIME]: 'Elige una hora de la lista.',
  [DESCRIPTION_TOO_LONG.en]: `La descripción en inglés puede tener como máximo ${PROFILE_DESCRIPTION_MAX_LENGTH} caracteres.`,
  [DESCRIPTION_TOO_LONG.es]: `La descripción en español puede tener como máximo ${PROFILE_DESCRIPTION_MAX_LENGTH} caracteres.`,
  'Each item may be chosen once.': 'Cada opción se puede elegir una sola vez.',
  'Nothing to change.': 'No hay nada que cambiar.',
  [RATING_REQUIRED]: 'Elige una calificación.',
  [CHOOSE_FROM_LIST]: 'Elige una opción de la lista.',
  [REJECTION_REASON_REQUIRED]: 'Indica un motivo.',
  [NAME_REQUIRED]: 'Debes escribir un nombre',
  [LEAD_NAME_REQUIRED]: 'Escribe tu nombre.',
  [LEAD_NAME_TOO_LONG]: 'El nombre puede tener como máximo 80 caracteres.',
  [LEAD_MESSAGE_REQUIRED]: 'Escribe un mensaje.',
  [LEAD_MESSAGE_TOO_LONG]: 'El mensaje puede tener como máximo 1000 caracteres.',
  [INVALID_REVIEW_EMAIL]: 'Correo electrónico no válido',
  [TITLE_REQUIRED]: 'Escribe un título.',
  [BODY_REQUIRED]: 'Escribe tu reseña.',
  [TITLE_TOO_LONG]: 'El título puede tener como máximo 120 caracteres.',
  [BODY_TOO_LONG]: 'La reseña puede tener como máximo 4000 caracteres.',
  [REPLY_REQUIRED]: 'Escribe tu respuesta.',
  [REPLY_TOO_LONG]: 'La respuesta puede tener como máximo 1000 caracteres.',
  ...dayHoursTwins(),
};

/** Each day's hours messages, naming the day in each language ("Tuesday: …" / "Martes: …"). */
function dayHoursTwins(): Record<string, string> {
  const kinds = Object.keys(DAY_HOURS_MESSAGES) as (keyof typeof DAY_HOURS_MESSAGES)[];
  return Object.fromEntries(
    WEEKDAY_NAMES.en.flatMap((day, index) =>
      kinds.map((kind) => [DAY_HOURS_MESSAGES[kind](day), DAY_HOURS_MESSAGES_ES[kind](WEEKDAY_NAMES.es[index]!)]),
    ),
  );
}

export function validationMessage(message: string, lang: 'en' | 'es'): string {
  return lang === 'es' ? (SPANISH[message] ?? message) : message;
}
