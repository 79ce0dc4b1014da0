import { z } from 'zod';
import { LANGUAGES, PASSWORD_MIN_LENGTH } from '../constants/constants';
import { INVALID_EMAIL, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../errors/validation-texts';
import { isCommonPassword } from '../rules/common-passwords';
import { ACCOUNT_ROLES, BETA_KEY_PATTERN, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/credentials';
import { cleanLine } from './clean-text';

// Messages are the spec's (§5), word for word (errors/validation-texts.ts); the rules' pieces are
// rules/credentials.ts's, which the forms check with before zod loads.

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: INVALID_EMAIL }));
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT }).max(256);
/** New passwords also refuse the most common ones. */
export const newPasswordSchema = passwordSchema.refine((password) => !isCommonPassword(password), {
  message: PASSWORD_TOO_COMMON,
});
export const langSchema = z.enum(LANGUAGES);

export const betaKeySchema = z.string().trim().regex(BETA_KEY_PATTERN, { message: 'Invalid beta key' });

export const signInRequestSchema = z
  .object({ email: emailSchema, password: passwordSchema, betaKey: betaKeySchema.optional() })
  .strict();
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const anonymousSessionRequestSchema = z.object({ preferredLang: langSchema.default('en') }).strict();
export type AnonymousSessionRequest = z.input<typeof anonymousSessionRequestSchema>;

export const accountRoleSchema = z.enum(ACCOUNT_ROLES);

export const changeAccountRoleRequestSchema = z.object({ role: accountRoleSchema }).strict();
export type ChangeAccountRoleRequest = z.infer<typeof changeAccountRoleRequestSchema>;

export const signUpRequestSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    preferredLang: langSchema.default('en'),
    betaKey: betaKeySchema.optional(),
    role: accountRoleSchema.optional(),
  })
  .strict();
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  /** The signed-in user's own email (null for anonymous and phone-only accounts): a session answers only its own. */
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Read-only access to the admin console's lists and histories. */
  isAuditor: z.boolean(),
  isAnonymous: z.boolean(),
  isContractor: z.boolean(),
  hasBetaAccess: z.boolean(),
  hasSignedCurrentTos: z.boolean(),
  /** Display name and hours exist: sign-in then goes to the profile rather than account setup. */
  profileComplete: z.boolean(),
  preferredLang: langSchema,
  impersonatedBy: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Sign-in, sign-up and anonymous sessions answer the user and the position of what they wrote. */
export const authResultSchema = z.object({
  user: sessionUserSchema,
  position: z.number().int().nonnegative(),
  /** Sign-up only: what the beta key in the link did (`revoked`: an admin took it back, BETA_KEY.REVOKED). */
  betaKey: z.enum(['granted', 'invalid', 'revoked', 'not-needed']).optional(),
});
export type AuthResult = z.infer<typeof authResultSchema>;

export const signOutResponseSchema = z.object({ ok: z.literal(true) });
export type SignOutResponse = z.infer<typeof signOutResponseSchema>;

export const acceptTermsRequestSchema = z.object({ version: z.number().int().positive() }).strict();
export type AcceptTermsRequest = z.infer<typeof acceptTermsRequestSchema>;

export const DISPLAY_NAME_MAX_LENGTH = 80;
export const changeDisplayNameRequestSchema = z
  .object({
    displayName: z
      .string()
      .overwrite(cleanLine)
      .trim()
      .min(1, { message: 'Please enter a display name.' })
      .max(DISPLAY_NAME_MAX_LENGTH),
  })
  .strict();
export type ChangeDisplayNameRequest = z.infer<typeof changeDisplayNameRequestSchema>;

/** The language the account prefers (the site and what we send it), chosen on the account page. */
export const changePreferredLanguageRequestSchema = z.object({ preferredLang: langSchema }).strict();
export type ChangePreferredLanguageRequest = z.infer<typeof changePreferredLanguageRequestSchema>;

/**
 * DELETE /api/v1/account: the person deletes their own account and is forgotten (issue 37); with
 * `removeReviews` their reviews are withdrawn too, else they stay as "Former user"'s. Answers the
 * command's position and clears the session cookie.
 */
export const deleteMyAccountRequestSchema = z.object({ removeReviews: z.boolean() }).strict();
export type DeleteMyAccountRequest = z.infer<typeof deleteMyAccountRequestSchema>;
/** The word the person types to confirm, in the page's language. */
export const DELETE_ACCOUNT_CONFIRMATION = { en: 'DELETE', es: 'BORRAR' } as const;

export const setBetaAccessRequestSchema = z.object({ hasBetaAccess: z.boolean() }).strict();
export type SetBetaAccessRequest = z.infer<typeof setBetaAccessRequestSchema>;

/** Server-Sent Event on /api/v1/session/events whenever the signed-in user's access changes. */
export const accessChangedEventSchema = z.object({
  hasBetaAccess: z.boolean(),
  hasSignedCurrentTos: z.boolean(),
  isAdmin: z.boolean(),
});
export type AccessChangedEvent = z.infer<typeof accessChangedEventSchema>;

/** GET /api/v1/auth/providers: which sign-in providers are configured, so the apps show only those buttons. */
export const authProvidersResponseSchema = z.object({ google: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

/**
 * GET /api/v1/auth/google/start: the sign-in page's link parameters. A browser follows this link,
 * so a bad value is dropped rather than refused: Google sign-in failures stay silent.
 */
export const googleSignInStartQuerySchema = z.object({
  lang: langSchema.catch('en'),
  nextRoute: z.string().max(2048).optional().catch(undefined),
  betakey: betaKeySchema.optional().catch(undefined),
  role: accountRoleSchema.optional().catch(undefined),
});
export type GoogleSignInStartQuery = z.infer<typeof googleSignInStartQuerySchema>;
