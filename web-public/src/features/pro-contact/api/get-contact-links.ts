import { contactLinksSchema, type ContactLinks, type Lang } from '@gp/shared';
import { apiRequest } from '@gp/web-common/lib/api-client';

export const contactLinksKey = (proId: string) => `/api/v1/pros/${encodeURIComponent(proId)}/contact`;

/** GET /api/v1/pros/:id/contact: asked only when the visitor taps, since the server hands numbers out a few at a time. */
export async function getContactLinks(url: string, lang: Lang): Promise<ContactLinks> {
  return contactLinksSchema.parse(await apiRequest<unknown>(`${url}?lang=${lang}`));
}
