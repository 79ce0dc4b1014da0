import { API, apiPath, type CommandResult, type ContactRequest } from '@gp/shared';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const requestContactKey = (proId: string) => apiPath(API.requestContact, { proId });

/** POST /api/v1/pros/:id/contact-requests: records a WhatsApp or call tap for the pro's figures. */
export function requestContact(url: string, body: ContactRequest): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), { method: 'POST', body });
}
