import {
  API,
  apiPath,
  betaKeyFrom,
  credentialsIssues,
  isAccountRole,
  isEmail,
  normalizeEmail,
  routeAfterSignIn,
  withQueryFlag,
  type AccountRole,
  type AuthResult,
  type CredentialsMode,
  type Lang,
} from '@gp/shared';
import type { Checked } from '@gp/web-common/hooks/use-form';
import { checkInTwoSteps } from './check-with-schema';
import { requestSchema } from './request-schema';

export type { CredentialsMode };

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The client-side check of the form with the shared rules the API's schemas are made of, so the
 * messages match spec §5; then, once they pass, with the schema itself. A sign-up also refuses the
 * most common passwords; a sign-in does not.
 */
export function validateCredentials(
  mode: CredentialsMode,
  credentials: Credentials,
  lang: Lang,
): Checked<Credentials> | Promise<Checked<Credentials>> {
  const schema = () => requestSchema(mode === 'sign-up' ? 'signUpRequestSchema' : 'signInRequestSchema');
  const checked = checkInTwoSteps(credentialsIssues(mode, credentials), schema, credentials, lang);
  const request = (result: Awaited<typeof checked>): Checked<Credentials> =>
    'issues' in result ? result : { request: { email: result.request.email, password: result.request.password } };
  return checked instanceof Promise ? checked.then(request) : request(checked);
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
  const betaKey = betaKeyFrom(search.get('betakey'));
  const role = search.get('role');
  return {
    ...(betaKey ? { betaKey } : {}),
    ...(isAccountRole(role) ? { role } : {}),
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
  return email && isEmail(email) ? { email: normalizeEmail(email) } : undefined;
}

/** The email a page's history state brings, when it is one; anything else (another page's state) is ignored. */
export function prefilledEmail(state: unknown): string {
  const email = (state as Partial<AuthPrefill> | null | undefined)?.email;
  return typeof email === 'string' ? (authPrefill(email)?.email ?? '') : '';
}
