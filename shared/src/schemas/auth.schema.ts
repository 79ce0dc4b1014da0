import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants/constants';

/** Messages are the spec's (§5), word for word; the apps translate by code. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'Invalid email' }));
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, { message: `Password must have ${PASSWORD_MIN_LENGTH}+ characters` }).max(256);

export const signInRequestSchema = z.object({ email: emailSchema, password: passwordSchema }).strict();
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  isAdmin: z.boolean(),
  isAnonymous: z.boolean(),
  hasBetaAccess: z.boolean(),
  hasSignedCurrentTos: z.boolean(),
  impersonatedBy: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
