import { z } from 'zod';
import { paginationQuerySchema } from './common.schema';
import { pagedListSchema } from './paged-list.schema';
import { cleanLine } from './clean-text';
import { contactPreferencesSchema } from './contact.schema';
import { DIRECTORY_SORTS } from '../rules/directory-pages';
import { photoSourcesSchema, responseSignalSchema } from './profile.schema';

/** Longest free-text search accepted: longer text is no search anyone types. */
export const DIRECTORY_QUERY_MAX_CHARS = 100;

/**
 * `GET /api/v1/pros`. Catalog ids stay plain strings here: the API answers an unknown service,
 * zone or language with its own error code, not a generic invalid request.
 */
export const directoryQuerySchema = z
  .object({
    ...paginationQuerySchema.shape,
    service: z.string().min(1).max(64).optional(),
    zone: z.string().min(1).max(64).optional(),
    language: z.string().min(1).max(16).optional(),
    openNow: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    minRating: z.coerce.number().int().min(1).max(5).optional(),
    q: z.string().overwrite(cleanLine).trim().max(DIRECTORY_QUERY_MAX_CHARS).optional(),
    sort: z.enum(DIRECTORY_SORTS).default('best'),
  })
  .strict();
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/** One pro in the directory: what a result card shows. Never an email or a phone number. */
export const directoryItemSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  profilePhotoUrl: z.string().nullable(),
  /** The profile photo's square sizes for `<picture>`; null without one. */
  profilePhotoSources: photoSourcesSchema.nullable(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  serviceIds: z.array(z.string()),
  zoneIds: z.array(z.string()),
  languageCodes: z.array(z.string()),
  openNow: z.boolean(),
  /** How quickly the pro answers requests; null with fewer than three in the last 90 days. */
  responseSignal: responseSignalSchema.nullable(),
  phoneVerified: z.boolean(),
  /** The channels a card offers (WhatsApp and call only with a verified phone); the numbers come from the contact endpoint. */
  contact: contactPreferencesSchema,
  /**
   * For a search by zone, a pro who does not serve it but serves a place within NEARBY_KM: that
   * nearest place and its straight-line distance in whole km. null for a pro who serves the searched
   * zone (or its canton), and in a search without a zone.
   */
  nearby: z.object({ zoneId: z.string(), km: z.number().int().positive() }).nullable(),
});
export type DirectoryItem = z.infer<typeof directoryItemSchema>;

/**
 * One page of the directory. `total` counts every pro of the list, those serving the searched zone
 * and then the nearby ones; `nearbyTotal` counts the nearby ones among them (0 in a search without a
 * zone), so a page can say how many serve the place itself.
 */
export const directoryPageSchema = pagedListSchema(directoryItemSchema).extend({
  nearbyTotal: z.number().int().nonnegative(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;
