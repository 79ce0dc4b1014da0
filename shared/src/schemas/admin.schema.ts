import { z } from 'zod';
import { paginationQuerySchema } from './common.schema';
import { proStatsSchema } from './contact.schema';
import { pagedListSchema } from './paged-list.schema';
import { cleanLine } from './clean-text';
import { PHOTO_REJECTION_CODES } from '../rules/photo-rejection';
import { photoRejectionSchema, photoSourcesSchema } from './profile.schema';
import { REJECTION_REASON_REQUIRED } from '../errors/validation-texts';

export const listAccountsQuerySchema = paginationQuerySchema.extend({
  /** Name, email or phone; case-insensitive substring. */
  search: z.string().overwrite(cleanLine).trim().max(100).optional(),
  includeAnonymous: z.enum(['true', 'false']).default('false'),
});
export type ListAccountsQuery = z.infer<typeof listAccountsQuerySchema>;

export const adminAccountSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  /** E.164, as stored. */
  phoneNumber: z.string().nullable(),
  /**
   * The same number as people write it (formatPhoneNumber): the console shows it without loading
   * the phone-number library, which would be the largest part of its first page.
   */
  phoneNumberDisplay: z.string().nullable(),
  hasBetaAccess: z.boolean(),
  isAdmin: z.boolean(),
  isAuditor: z.boolean(),
  isContractor: z.boolean(),
  isAnonymous: z.boolean(),
  createdAt: z.string(),
  /** A contractor's last 30 days (views, taps, requests); null for other accounts. */
  stats: proStatsSchema.nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const listAccountsResponseSchema = pagedListSchema(adminAccountSchema);
export type ListAccountsResponse = z.infer<typeof listAccountsResponseSchema>;

export const setAuditorRoleRequestSchema = z.object({ isAuditor: z.boolean() }).strict();

export const startImpersonationRequestSchema = z.object({ userId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) }).strict();

export const adminPhotoSchema = z.object({
  userId: z.string(),
  photoId: z.string(),
  ownerName: z.string().nullable(),
  uploadedAt: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** What the owner uses it as now: their profile photo, their cover, or one of their work photos. */
  kind: z.enum(['profile', 'cover', 'work']),
  rejection: photoRejectionSchema.nullable(),
  thumbnailUrl: z.string(),
  /** The square sizes for `<picture>`. */
  thumbnailSources: photoSourcesSchema,
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

export const listAdminPhotosQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});
export type ListAdminPhotosQuery = z.infer<typeof listAdminPhotosQuerySchema>;

export const listAdminPhotosResponseSchema = pagedListSchema(adminPhotoSchema);
export type ListAdminPhotosResponse = z.infer<typeof listAdminPhotosResponseSchema>;

export const PHOTO_REJECTION_REASON_MAX_LENGTH = 300;
/** A reason from the list; `other` needs the admin's own words, any other reason may add a note. */
export const rejectPhotoRequestSchema = z
  .object({
    code: z.enum(PHOTO_REJECTION_CODES, { message: REJECTION_REASON_REQUIRED }),
    note: z.string().overwrite(cleanLine).trim().max(PHOTO_REJECTION_REASON_MAX_LENGTH).default(''),
  })
  .strict()
  .refine((request) => request.code !== 'other' || request.note !== '', {
    message: REJECTION_REASON_REQUIRED,
    path: ['note'],
  });
export type RejectPhotoRequest = z.input<typeof rejectPhotoRequestSchema>;
