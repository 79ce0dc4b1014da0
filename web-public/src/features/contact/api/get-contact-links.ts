import { API, apiPath, type ContactLinks, type Lang } from '@gp/shared';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

/** The links come in the page language (`?lang`). */
export const contactLinksKey = (proId: string, lang: Lang) => apiPath(API.getContactLinks, { proId }, { lang });

/** GET /api/v1/pros/:id/contact: asked only when the visitor taps, since the server hands numbers out a few at a time. */
export function getContactLinks(url: string): Promise<ContactLinks> {
  return apiRequest(url, answerSchema('contactLinksSchema'));
}
