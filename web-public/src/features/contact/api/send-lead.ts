import { API, apiPath, type Lang, type SendLeadRequest, type SendLeadResponse } from '@gp/shared';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const sendLeadKey = (proId: string) => apiPath(API.sendLead, { proId });

/** POST /api/v1/pros/:id/leads: a visitor's message to the pro; refusals come back in the page language. */
export function sendLead(url: string, body: SendLeadRequest, pageLang: Lang): Promise<SendLeadResponse> {
  return apiRequest(url, answerSchema('sendLeadResponseSchema'), {
    method: 'POST',
    body,
    headers: languageHeader(pageLang),
  });
}
