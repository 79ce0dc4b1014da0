import { z } from 'zod';
import { langSchema } from './auth.schema';
import { contactPreferencesSchema } from './contact.schema';
import { photoStatusSchema, profileDescriptionSchema, weeklyHoursSchema } from './profile.schema';
import { reviewStatusSchema } from './review.schema';

/** A review the person wrote, with where it stands ("removed" while an admin has it removed). */
export const myDataReviewSchema = z.object({
  id: z.string(),
  proId: z.string(),
  authorName: z.string(),
  statedEmail: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: z.union([reviewStatusSchema, z.literal('removed')]),
  createdAt: z.string(),
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
});
export type MyDataReview = z.infer<typeof myDataReviewSchema>;

/** A request (lead) as both sides of it hold it: who it went to, what the sender wrote, when. */
export const myDataRequestSchema = z.object({
  id: z.string(),
  proId: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  sentAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type MyDataRequest = z.infer<typeof myDataRequestSchema>;

/**
 * GET /api/v1/account/data-export: everything the platform holds about the caller (Ley 8968 and the
 * GDPR's right of access). Never a password hash, not even redacted: the events list types and times only.
 */
export const myDataExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    preferredLang: langSchema,
    roles: z.array(z.enum(['client', 'contractor', 'admin', 'auditor'])),
    acceptedTermsVersion: z.number().int().nullable(),
    createdAt: z.string(),
  }),
  profile: z
    .object({
      description: profileDescriptionSchema,
      serviceIds: z.array(z.string()),
      zoneIds: z.array(z.string()),
      languageCodes: z.array(z.string()),
      hours: weeklyHoursSchema.nullable(),
      photos: z.array(
        z.object({
          id: z.string(),
          status: photoStatusSchema,
          /** Whether the pro chose it as their profile or cover photo; null: a photo of their work. */
          usedAs: z.enum(['profile', 'cover']).nullable(),
          uploadedAt: z.string(),
        }),
      ),
      contactPreferences: contactPreferencesSchema,
    })
    .nullable(),
  reviewsWritten: z.array(myDataReviewSchema),
  requestsSent: z.array(myDataRequestSchema),
  requestsReceived: z.array(myDataRequestSchema),
  events: z.array(z.object({ type: z.string(), recordedAt: z.string() })),
});
export type MyDataExport = z.infer<typeof myDataExportSchema>;

/** `?download=1` answers the same JSON as a file to save. */
export const myDataExportQuerySchema = z.object({ download: z.literal('1').optional() }).strict();
export type MyDataExportQuery = z.infer<typeof myDataExportQuerySchema>;
