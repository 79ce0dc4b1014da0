import {
  accountRoleSchema,
  API,
  apiPath,
  betaKeySchema,
  emailSchema,
  routeAfterSignIn,
  withQueryFlag,
  signInRequestSchema,
  signUpRequestSchema,
  type AccountRole,
  type AuthResult,
  type Lang,
} from '@gp/shared';
import type { Checked } from '@gp/web-common/hooks/use-form';
import { checkWithSchema } from './check-with-schema';

export type CredentialsMode = 'sign-up' | 'sign-in';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The client-side check of the form with the same shared schemas the API uses, so the messages
 * match spec §5. A sign-up also refuses the most common passwords; a sign-in does not.
 */
export function validateCredentials(mode: CredentialsMode, credentials: Credentials, lang: Lang): Checked<Credentials> {
  const checked = checkWithSchema(mode === 'sign-up' ? signUpRequestSchema : signInRequestSchema, credentials, lang);
  if ('issues' in checked) return checked;
  return { request: { email: checked.request.email, password: checked.request.password } };
}

/** Query parameters of the sign-up and sign-in pages (spec §2) that the forms act on. */
export interface AuthLinkParams {
  betaKey?: string;
  /** Sign-up: the path the account starts on (the sign-up page lets the visitor change it). */
  role?: AccountRole;
  nextRoute?: string;
}

/**
 * Reads the page's query. A malformed beta key is dropped rather than sent: the API would refuse
 * the whole request for it, and without a key the account simply joins the waitlist.
 */
export function authLinkParams(search: URLSearchParams): AuthLinkParams {
  const betaKey = betaKeySchema.safeParse(search.get('betakey') ?? undefined);
  const role = accountRoleSchema.safeParse(search.get('role') ?? undefined);
  return {
    ...(betaKey.success ? { betaKey: betaKey.data } : {}),
    ...(role.success ? { role: role.data } : {}),
    ...(search.get('nextRoute') ? { nextRoute: search.get('nextRoute')! } : {}),
  };
}

/** The Google button's link: a full page navigation that comes back signed in (or silently to sign-in). */
export function googleSignInUrl(lang: Lang, params: AuthLinkParams): string {
  return apiPath(
    API.googleSignInStart,
    {},
    { lang, nextRoute: params.nextRoute || undefined, betakey: params.betaKey || undefined, role: params.role },
  );
}

/** Query flag for the waitlist page: the invitation in the sign-up link was used up, unknown or revoked. */
export const INVALID_INVITE_PARAM = 'invalidInvite';

/**
 * Spec §4 routing after sign-in; a member sent to the waitlist because their invitation failed is
 * told why there (a reviewer going back to the review form has nothing to wait for there).
 */
export function destinationAfterAuth(result: AuthResult, lang: Lang, nextRoute: string | undefined): string {
  const destination = routeAfterSignIn(result.user, lang, nextRoute);
  const waitlisted = destination === `/${lang}/coming-soon`;
  const refused = result.betaKey === 'invalid' || result.betaKey === 'revoked';
  return waitlisted && refused ? withQueryFlag(destination, INVALID_INVITE_PARAM) : destination;
}

/**
 * What a link to the sign-up or sign-in page may carry for it in the history entry's state (the
 * router's `state`, kept on a reload, never in the address, its history or the server's logs):
 * the email the person already typed elsewhere, e.g. on the review form.
 */
export interface AuthPrefill {
  email: string;
}

export function authPrefill(email: string | null | undefined): AuthPrefill | undefined {
  const parsed = emailSchema.safeParse(email ?? '');
  return parsed.success ? { email: parsed.data } : undefined;
}

/** The email a page's history state brings, when it is one; anything else (another page's state) is ignored. */
export function prefilledEmail(state: unknown): string {
  const email = (state as Partial<AuthPrefill> | null | undefined)?.email;
  return typeof email === 'string' ? (authPrefill(email)?.email ?? '') : '';
}
