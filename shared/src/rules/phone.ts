import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_PREFIX_CR, PHONE_PREFIX_NANP } from '../constants/constants';

const SEPARATORS = /[\s()-]/g;
const CR_NATIONAL = /^\d{8}$/;
const NANP_NATIONAL = /^\d{10}$/;
const PHONE_CHARACTERS = /^[\d+\-()]{8,}$/;

/**
 * Spec §5: strip dashes, spaces and parentheses; 8 digits are Costa Rican (+506), 10 digits North
 * American (+1); the result must be 8 or more digits or `+-()`. The number must then be valid for
 * its country (libphonenumber-js); the answer is its E.164 form, or null ("Invalid phone number.").
 *
 * Without a leading + the number is read as Costa Rican, so "(506) 8888 7777" is +50688887777.
 * The `min` metadata checks length and leading digits per country — enough to refuse what Twilio
 * would refuse — at half the size of `max` in the web apps' bundles.
 */
export function normalisePhoneNumber(input: string): string | null {
  let candidate = withoutPhoneSeparators(input);
  if (CR_NATIONAL.test(candidate)) candidate = `${PHONE_PREFIX_CR}${candidate}`;
  else if (NANP_NATIONAL.test(candidate)) candidate = `${PHONE_PREFIX_NANP}${candidate}`;
  if (!PHONE_CHARACTERS.test(candidate)) return null;
  const parsed = parsePhoneNumberFromString(candidate, 'CR');
  return parsed?.isValid() ? parsed.number : null;
}

/** What people put between a number's digits (spec §5's dashes, spaces and parentheses), removed. */
export function withoutPhoneSeparators(input: string): string {
  return input.replace(SEPARATORS, '');
}

/**
 * A stored (E.164) number as people write it: "+506 8888 1234" for Costa Rica (the country code,
 * then 4 + 4 digits), the country's own grouping after its code elsewhere ("+1 305 555 0123",
 * "+44 20 7946 0958"). What cannot be read as a number of a known country is shown as stored:
 * never a digit lost.
 */
export function formatPhoneNumber(stored: string): string {
  // Costa Rica's eight digits are always 4 + 4, whatever range the metadata knows (it prints "+506 90000000").
  const costaRican = /^\+506(\d{4})(\d{4})$/.exec(stored);
  if (costaRican) return `+506 ${costaRican[1]} ${costaRican[2]}`;
  const parsed = parsePhoneNumberFromString(stored);
  if (!parsed) return stored;
  const formatted = parsed.formatInternational();
  return digitsOf(formatted) === digitsOf(stored) ? formatted : stored;
}

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Nothing but spaces and separators: the person has not given a number yet. */
export function isPhoneNumberEmpty(input: string): boolean {
  return withoutPhoneSeparators(input).trim() === '';
}
