import { commandResultSchema, type CommandResult, type ContactRequest } from '@gp/shared';
import { apiRequest } from '@gp/web-common/lib/api-client';

export const requestContactKey = (proId: string) => `/api/v1/pros/${encodeURIComponent(proId)}/contact-requests`;

/** POST /api/v1/pros/:id/contact-requests: records a WhatsApp or call tap for the pro's figures. */
export async function requestContact(url: string, body: ContactRequest): Promise<CommandResult> {
  return commandResultSchema.parse(await apiRequest<unknown>(url, { method: 'POST', body }));
}
