import { API, apiPath, type CommandResult, type ContactRequest } from '@gp/shared';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const contactLeadKey = (leadId: string) => apiPath(API.contactLead, { leadId });

/**
 * POST /api/v1/account/leads/:id/contacted: the pro tapped WhatsApp or Call on a request, an
 * answer the response signals count (only the pro the request was for; the first tap is kept).
 */
export function contactLead(leadId: string, channel: ContactRequest['channel']): Promise<CommandResult> {
  return apiRequest(contactLeadKey(leadId), answerSchema('commandResultSchema'), {
    method: 'POST',
    body: { channel },
  });
}
