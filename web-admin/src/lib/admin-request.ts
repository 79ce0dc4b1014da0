import type { CommandResult } from '@gp/shared';
import { apiRequest, type ApiRequestOptions } from '@gp/web-common/lib/api-client';

/** The global position of the newest write this console made (0 before any). */
let newestWritePosition = 0;

/**
 * GET for the admin lists and histories. After a write, the read waits (X-Min-Position) until the
 * read models include it, so the admin always sees the result of their own click.
 */
export function readModel<T>(url: string): Promise<T> {
  const headers: Record<string, string> =
    newestWritePosition > 0 ? { 'X-Min-Position': String(newestWritePosition) } : {};
  return apiRequest<T>(url, { headers });
}

/** A state-changing call; its answer's position makes the following reads wait for it. */
export async function runCommand<T extends CommandResult>(url: string, options: ApiRequestOptions): Promise<T> {
  const result = await apiRequest<T>(url, options);
  newestWritePosition = Math.max(newestWritePosition, result.position);
  return result;
}

/** A list endpoint's URL with its query, skipping empty values so equal queries give equal SWR keys. */
export function listUrl(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
