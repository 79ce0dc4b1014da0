import { z } from 'zod';
import { cleanLine } from './clean-text';
import { commandResultSchema, paginationQuerySchema } from './common.schema';
import { pagedListSchema } from './paged-list.schema';

export const BETA_KEY_NOTE_MAX_LENGTH = 120;

/**
 * The server generates the key; the admin may add a note saying who or what it is for ("Plomero de
 * Tamarindo, por WhatsApp"). One line of plain text: hidden characters dropped, shown as text.
 */
export const issueBetaKeyRequestSchema = z
  .object({ note: z.string().overwrite(cleanLine).trim().max(BETA_KEY_NOTE_MAX_LENGTH).optional() })
  .strict();
export type IssueBetaKeyRequest = z.input<typeof issueBetaKeyRequestSchema>;

export const issueBetaKeyResponseSchema = commandResultSchema.extend({
  keyId: z.string(),
  signUpLinks: z.object({ en: z.string(), es: z.string() }),
});
export type IssueBetaKeyResponse = z.infer<typeof issueBetaKeyResponseSchema>;

/** Revoking needs no body: the key is in the path. */
export const revokeBetaKeyRequestSchema = z.object({}).strict();
export const revokeBetaKeyResponseSchema = commandResultSchema;
export type RevokeBetaKeyResponse = z.infer<typeof revokeBetaKeyResponseSchema>;

/** Where a key stands: waiting to be used, used by one account, or revoked by an admin before anyone used it. */
export const betaKeyStatusSchema = z.enum(['unused', 'used', 'revoked']);
export type BetaKeyStatus = z.infer<typeof betaKeyStatusSchema>;

export const betaKeyViewSchema = z.object({
  id: z.string(),
  status: betaKeyStatusSchema,
  note: z.string().nullable(),
  isConsumed: z.boolean(),
  issuedAt: z.string(),
  /** The admin who issued it (null for the demo seed's key), and how the console names them. */
  issuedBy: z.string().nullable(),
  issuedByName: z.string().nullable(),
  consumedAt: z.string().nullable(),
  consumedBy: z.string().nullable(),
  consumedByName: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  revokedByName: z.string().nullable(),
  /** The sign-up links to hand out, while the key can still be used. */
  signUpLinks: z.object({ en: z.string(), es: z.string() }).nullable(),
});
export type BetaKeyView = z.infer<typeof betaKeyViewSchema>;

export const listBetaKeysQuerySchema = paginationQuerySchema.extend({
  consumed: z.enum(['true', 'false']).optional(),
});
export type ListBetaKeysQuery = z.infer<typeof listBetaKeysQuerySchema>;

export const listBetaKeysResponseSchema = pagedListSchema(betaKeyViewSchema);
export type ListBetaKeysResponse = z.infer<typeof listBetaKeysResponseSchema>;
