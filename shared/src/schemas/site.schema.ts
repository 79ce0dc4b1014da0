import { z } from 'zod';

/** Public settings the web app needs that differ per deployment. */
export const siteConfigResponseSchema = z.object({
  /** Support's WhatsApp number in E.164 (+50688887777), or null while support has none. */
  whatsappNumber: z.string().nullable(),
});
export type SiteConfigResponse = z.infer<typeof siteConfigResponseSchema>;
