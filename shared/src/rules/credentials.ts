import { PASSWORD_MIN_LENGTH } from '../constants/constants';
import { INVALID_EMAIL, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT, type FieldIssue } from '../errors/validation-texts';
import { isCommonPassword } from './common-passwords';

// The rules of emails, passwords, beta keys and account roles as plain functions: the sign-in,
// sign-up and review forms check with them before zod loads (a phone would download and evaluate
// every schema first), and auth.schema.ts builds the API's schemas from the same pieces.

export const EMAIL_MAX_LENGTH = 254;
/** zod's "practical" email pattern (its default for z.email()), which the schemas check with. */
export const EMAIL_PATTERN =
  // Written as zod writes it, so the API's JSON schema (openapi.ts) reads as before.
  // eslint-disable-next-line no-useless-escape
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** An email as the schemas keep it: trimmed, in lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The email schemas' whole rule: not too long, then the pattern. */
export const isEmail = (email: string) => {
  const normalized = normalizeEmail(email);
  return normalized.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(normalized);
};

/**
 * `message` when the email does not have an email's shape. An over-long one is left to the schema,
 * which refuses it before the pattern with a message of its own.
 */
export function emailPatternIssue(email: string, message: string): FieldIssue[] {
  const normalized = normalizeEmail(email);
  return normalized.length <= EMAIL_MAX_LENGTH && !EMAIL_PATTERN.test(normalized) ? [{ path: 'email', message }] : [];
}

/** Beta keys are server-generated ids; anything else in a link is not a key. */
export const BETA_KEY_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** The beta key a link's value is (trimmed), or undefined when it cannot be one. */
export function betaKeyFrom(value: string | null | undefined): string | undefined {
  const key = value?.trim();
  return key !== undefined && BETA_KEY_PATTERN.test(key) ? key : undefined;
}

/** Issue 15: an account is a client ("I'm looking for a pro") or a contractor ("I'm a pro"), chosen at sign-up. */
export const ACCOUNT_ROLES = ['client', 'contractor'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const isAccountRole = (value: unknown): value is AccountRole =>
  (ACCOUNT_ROLES as readonly unknown[]).includes(value);

export type CredentialsMode = 'sign-up' | 'sign-in';

/**
 * The spec §5 messages the sign-in and sign-up schemas give an email and a password, in their
 * order: a new password (sign-up) also refuses the most common ones. What else the schemas refuse
 * (an email or password longer than anyone types) is left to them.
 */
export function credentialsIssues(mode: CredentialsMode, { email, password }: { email: string; password: string }) {
  const issues = emailPatternIssue(email, INVALID_EMAIL);
  if (password.length < PASSWORD_MIN_LENGTH) issues.push({ path: 'password', message: PASSWORD_TOO_SHORT });
  else if (mode === 'sign-up' && isCommonPassword(password))
    issues.push({ path: 'password', message: PASSWORD_TOO_COMMON });
  return issues;
}
