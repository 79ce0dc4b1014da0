import type { CommandResult } from '@gp/shared';
import type { z } from 'zod';
import { apiRequest, type ApiRequestOptions } from '@gp/web-common/lib/api-client';

/** The global position of the newest write this console made (0 before any). */
let newestWritePosition = 0;

/**
 * GET for the admin lists and histories. After a write, the read waits (X-Min-Position) until the
 * read models include it, so the admin always sees the result of their own click.
 */
export function readModel<Schema extends z.ZodType>(url: string, schema: Promise<Schema>): Promise<z.output<Schema>> {
  const headers: Record<string, string> =
    newestWritePosition > 0 ? { 'X-Min-Position': String(newestWritePosition) } : {};
  return apiRequest(url, schema, { headers });
}

/** A state-changing call; its answer's position makes the following reads wait for it. */
export async function runCommand<Schema extends z.ZodType<CommandResult>>(
  url: string,
  schema: Promise<Schema>,
  options: ApiRequestOptions,
): Promise<z.output<Schema>> {
  const result = await apiRequest(url, schema, options);
  newestWritePosition = Math.max(newestWritePosition, result.position);
  return result;
}
