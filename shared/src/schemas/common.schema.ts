import { z } from 'zod';

/** Every command answers the global position of its last event, for X-Min-Position. */
/** An answer, not a request: not strict, so a client keeps working when an answer gains a field. */
export const commandResultSchema = z.object({ position: z.number().int().nonnegative() });
export type CommandResult = z.infer<typeof commandResultSchema>;

export const paginationQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/**
 * `as=visitor`: the answer a signed-out visitor gets, whoever asks ("View as visitor" on the
 * owner's page), so the owner sees exactly what the public sees. Profile and its reviews list.
 */
export const viewAsQuerySchema = z.object({ as: z.literal('visitor').optional() }).strict();
export type ViewAsQuery = z.infer<typeof viewAsQuerySchema>;

export const errorBodySchema = z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() });

export const healthSchema = z.object({
  /**
   * At start, `replaying` while the process catches up with the log (`projector` says how far),
   * then `starting` while its start-up work runs; nothing but this check is served until `ok`.
   */
  status: z.enum(['ok', 'degraded', 'replaying', 'starting']),
  adapters: z.record(z.string(), z.object({ adapter: z.string(), ok: z.boolean(), error: z.string().optional() })),
  projector: z.object({ position: z.number(), head: z.number() }),
});
export type Health = z.infer<typeof healthSchema>;
