import { z } from 'zod';
import { commandResultSchema, paginationQuerySchema } from './common.schema';
import { pagedListSchema } from './paged-list.schema';

/** The body is empty: the server generates the key. */
export const issueBetaKeyRequestSchema = z.object({}).strict();
export type IssueBetaKeyRequest = z.infer<typeof issueBetaKeyRequestSchema>;

export const issueBetaKeyResponseSchema = commandResultSchema.extend({
  keyId: z.string(),
  signUpLinks: z.object({ en: z.string(), es: z.string() }),
});
export type IssueBetaKeyResponse = z.infer<typeof issueBetaKeyResponseSchema>;

export const betaKeyViewSchema = z.object({
  id: z.string(),
  isConsumed: z.boolean(),
  issuedAt: z.string(),
  consumedAt: z.string().nullable(),
  consumedBy: z.string().nullable(),
});
export type BetaKeyView = z.infer<typeof betaKeyViewSchema>;

export const listBetaKeysQuerySchema = paginationQuerySchema.extend({
  consumed: z.enum(['true', 'false']).optional(),
});
export type ListBetaKeysQuery = z.infer<typeof listBetaKeysQuerySchema>;

export const listBetaKeysResponseSchema = pagedListSchema(betaKeyViewSchema);
export type ListBetaKeysResponse = z.infer<typeof listBetaKeysResponseSchema>;
