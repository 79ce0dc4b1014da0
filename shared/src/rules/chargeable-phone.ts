import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';

/**
 * Number types that can charge the caller, or forward to a line that does: premium-rate,
 * shared-cost, personal (a number that forwards anywhere, at the caller's cost) and universal
 * access numbers. A pro tapping "Call" on a lead must never pay a stranger for it.
 */
const CHARGEABLE_TYPES: ReadonlySet<NumberType> = new Set(['PREMIUM_RATE', 'SHARED_COST', 'PERSONAL_NUMBER', 'UAN']);

/**
 * Whether an E.164 number is of a type that charges its caller (libphonenumber's number type).
 * Server-only: the number types need the `max` metadata, twice the size of the `min` that the web
 * apps' phone rule loads.
 */
export function isChargeableNumber(e164: string): boolean {
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type !== undefined && CHARGEABLE_TYPES.has(type);
}
