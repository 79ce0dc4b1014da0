import { API, apiPath, type ContactLinks, type Lang } from '@gp/shared';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

/** The service and zone (catalog ids) the visitor searched for, which the WhatsApp text names. */
export interface SearchedFor {
  service?: string;
  zone?: string;
}

/** The links come in the page language (`?lang`), the WhatsApp text naming what was searched for. */
export const contactLinksKey = (proId: string, lang: Lang, { service, zone }: SearchedFor = {}) =>
  apiPath(API.getContactLinks, { proId }, { lang, service, zone });

/** GET /api/v1/pros/:id/contact: asked only when the visitor taps, since the server hands numbers out a few at a time. */
export function getContactLinks(url: string): Promise<ContactLinks> {
  return apiRequest(url, answerSchema('contactLinksSchema'));
}
