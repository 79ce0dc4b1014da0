import { INVALID_EMAIL, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../schemas/auth.schema';
import { HOURS_INCONSISTENT, INVALID_TIME } from '../schemas/profile.schema';

/** Spanish twins of the validation messages the shared schemas give (spec §5 wording in English). */
const SPANISH: Record<string, string> = {
  [INVALID_EMAIL]: 'Correo electrónico no válido',
  [PASSWORD_TOO_SHORT]: 'La contraseña debe tener 6 o más caracteres',
  [PASSWORD_TOO_COMMON]: 'Esta contraseña es demasiado común. Elige otra.',
  'Please enter a display name.': 'Escribe un nombre para mostrar.',
  'Invalid beta key': 'Clave beta no válida',
  [HOURS_INCONSISTENT]: 'La hora de apertura debe ser antes de la hora de cierre.',
  [INVALID_TIME]: 'Elige una hora de la lista.',
  'Each item may be chosen once.': 'Cada opción se puede elegir una sola vez.',
  'Nothing to change.': 'No hay nada que cambiar.',
};

export function validationMessage(message: string, lang: 'en' | 'es'): string {
  return lang === 'es' ? (SPANISH[message] ?? message) : message;
}
