import { z } from 'zod';
import { languageCodeSchema, serviceIdSchema, zoneIdSchema } from './catalog.schema';
import { contactPreferencesSchema } from './contact.schema';
import { CONTACT_CHOICE_SOURCES } from '../rules/contact';
import { dayHoursProblems, isTimeChoice } from '../rules/hours';
import { cleanText } from './clean-text';
import { PHOTO_REJECTION_CODES } from '../rules/photo-rejection';
import { PHOTO_VARIANTS, type PhotoSources } from '../rules/photo-variants';
import type { ProfileDescription } from '../rules/profile-description';
import type { Lang } from '../constants/constants';
import { DESCRIPTION_TOO_LONG, INVALID_TIME, PROFILE_DESCRIPTION_MAX_LENGTH } from '../errors/validation-texts';

/** Per language: a pro may write the description in Spanish, English or both, each up to this. */
export const MAX_SERVICES = 25;
export const MAX_ZONES = 40;
export const MAX_SPOKEN_LANGUAGES = 20;
/** Work photos plus profile and cover photos a user may keep at once. */
export const MAX_PHOTOS_PER_USER = 30;

const timeSchema = z.string().refine(isTimeChoice, { message: INVALID_TIME });
/** A day: open to close, or closed; with a break (both ends) or without (issue 39: up to two ranges a day). */
export const dayHoursSchema = z
  .object({
    open: timeSchema,
    close: timeSchema,
    isClosed: z.boolean(),
    breakStart: timeSchema.optional(),
    breakEnd: timeSchema.optional(),
  })
  .strict();
/** Sunday (index 0) to Saturday; each day consistent, its issue naming the day (`hours.2.close`: "Tuesday: …"). */
export const weeklyHoursSchema = z
  .array(dayHoursSchema)
  .length(7)
  .superRefine((week, context) =>
    week.forEach((day, index) => {
      for (const problem of dayHoursProblems(day, index))
        context.addIssue({ code: 'custom', path: [index, problem.field], message: problem.message });
    }),
  );

/** A choice from one of the catalog's lists: known ids only, each once. */
const choices = <Id extends string>(id: z.ZodType<Id>, max: number) =>
  z
    .array(id)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each item may be chosen once.' });

const descriptionTextSchema = (lang: Lang) =>
  z.string().overwrite(cleanText).trim().max(PROFILE_DESCRIPTION_MAX_LENGTH, { message: DESCRIPTION_TOO_LONG[lang] });

/**
 * A change of the description: each language it names gets that text, and an empty text removes
 * it; a language it leaves out keeps its text (so the editor's two fields save on their own).
 */
export const profileDescriptionChangeSchema = z
  .object({ en: descriptionTextSchema('en').optional(), es: descriptionTextSchema('es').optional() })
  .strict()
  .refine((change) => change.en !== undefined || change.es !== undefined, { message: 'Nothing to change.' });

/** A description as it is stored and shown: the text of each language the pro wrote it in, never empty. */
export const profileDescriptionSchema = z.object({
  en: z.string().min(1).optional(),
  es: z.string().min(1).optional(),
}) satisfies z.ZodType<ProfileDescription>;

export const updateProfileRequestSchema = z
  .object({
    description: profileDescriptionChangeSchema.optional(),
    serviceIds: choices(serviceIdSchema, MAX_SERVICES).optional(),
    zoneIds: choices(zoneIdSchema, MAX_ZONES).optional(),
    languageCodes: choices(languageCodeSchema, MAX_SPOKEN_LANGUAGES).optional(),
    hours: weeklyHoursSchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change.' });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const photoKindSchema = z.enum(['work', 'profile', 'cover']);
export type PhotoKind = z.infer<typeof photoKindSchema>;
/** New photos await an admin's review: only their owner and admins see them until approved (DESIGN §9). */
export const photoStatusSchema = z.enum(['pending', 'approved', 'rejected']);

/** Why a photo was rejected: a reason from the list, and the admin's note when they wrote one. */
export const photoRejectionSchema = z.object({ code: z.enum(PHOTO_REJECTION_CODES), note: z.string().nullable() });
export type PhotoRejection = z.infer<typeof photoRejectionSchema>;

const srcsetCandidateSchema = z.object({ url: z.string(), width: z.number().int().positive() });

/** A photo in one shape, as `<picture>` offers it (see photoSources): each format's widths, and the widest's pixel size. */
export const photoSourcesSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  avif: z.array(srcsetCandidateSchema).min(1),
  webp: z.array(srcsetCandidateSchema).min(1),
  jpeg: z.array(srcsetCandidateSchema).min(1),
}) satisfies z.ZodType<PhotoSources>;

export const photoViewSchema = z.object({
  id: z.string(),
  uploadedAt: z.string(),
  status: photoStatusSchema,
  /** A rejected photo's reason (only its owner and admins see photos not approved); null otherwise. */
  rejection: photoRejectionSchema.nullable(),
  /** Variant URLs; the large and thumbnail variants exist once the background job has made them. */
  urls: z.object({ original: z.string(), thumbnail: z.string(), large: z.string() }),
  /**
   * The sized variants, cropped square (avatars, thumbnails) and whole (cover, zoom). Until the
   * background job has made one, its URL serves the JPEG it stands for.
   */
  sources: z.object({ square: photoSourcesSchema, full: photoSourcesSchema }),
});
export type PhotoView = z.infer<typeof photoViewSchema>;

export const ratingSummarySchema = z.object({
  /** Average of live reviews, 2 decimals; null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** Rounded percent of live reviews per star, index 0 = 1 star … index 4 = 5 stars. */
  starPercents: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/**
 * How quickly the pro answers requests (issue 36), from events over the last 90 days at the moment
 * of reading (rules/response-signal.ts); null with fewer than three requests in that window.
 */
export const responseSignalSchema = z.object({
  requests: z.number().int().positive(),
  /** Minutes to the first answer, the median, rounded up; null when more than half went unanswered. */
  medianMinutes: z.number().int().positive().nullable(),
  answeredWithinDayPercent: z.number().int().min(0).max(100),
});

export const profileViewSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  /** Both languages, whatever the visitor's: the page shows its own and falls back to the other (descriptionFor). */
  description: profileDescriptionSchema,
  isContractor: z.boolean(),
  serviceIds: z.array(z.string()),
  zoneIds: z.array(z.string()),
  languageCodes: z.array(z.string()),
  /** null until the contractor set hours: the page shows the default then. */
  hours: weeklyHoursSchema.nullable(),
  /** Work photos: approved ones for visitors; every one, with its status, for the owner and admins. */
  photos: z.array(photoViewSchema),
  /** The owner and admins see the chosen photo; visitors the approved one shown before it until it is approved, else null. */
  profilePhoto: photoViewSchema.nullable(),
  coverPhoto: photoViewSchema.nullable(),
  rating: ratingSummarySchema,
  /** Public once it has three live reviews; until then only its owner and admins see it. */
  isPublic: z.boolean(),
  responseSignal: responseSignalSchema.nullable(),
  viewer: z.object({ isOwner: z.boolean(), isAdmin: z.boolean() }),
  /** The channels that work now (chosen and, for WhatsApp and call, a verified phone); never the number itself. */
  contact: contactPreferencesSchema,
  /** The account has a verified phone number ("Phone verified"); never the number itself. */
  phoneVerified: z.boolean(),
  /** Owner only: what the pro chose (or the default), which the profile editor shows. */
  contactPreferences: contactPreferencesSchema.optional(),
  /**
   * Owner only: `default` (nothing chosen for the verified number: it is not published), `implied`
   * (published by the default of a verification before consent was asked: told once in My account)
   * or `chosen`.
   */
  contactChoice: z.enum(CONTACT_CHOICE_SOURCES).optional(),
  /** Owner only. */
  phoneNumber: z.string().nullable().optional(),
  /** Admin only: every stored field of the profile (never credentials or the email). */
  debug: z.record(z.string(), z.unknown()).optional(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/**
 * A profile page's view: counted when the profile is public, the visitor is neither its owner nor
 * an admin, and their visit to it was not counted yet that day.
 */
export const profileViewRecordedSchema = z.object({ counted: z.boolean() });
export type ProfileViewRecorded = z.infer<typeof profileViewRecordedSchema>;

/** Served variants of a photo (see photoUrl): the re-encoded original and those made by the background job. */
export const photoVariantSchema = z.enum(PHOTO_VARIANTS);

export const uploadPhotoQuerySchema = z.object({ kind: photoKindSchema }).strict();

export const photoUploadResultSchema = z.object({
  photoId: z.string(),
  /** Global position of the upload's events, for X-Min-Position. */
  position: z.number().int(),
  urls: photoViewSchema.shape.urls,
});
export type PhotoUploadResult = z.infer<typeof photoUploadResultSchema>;

export const usePhotoAsRequestSchema = z.object({ as: z.enum(['profile', 'cover']) }).strict();
export type UsePhotoAsRequest = z.infer<typeof usePhotoAsRequestSchema>;

/** Starts a resumable upload; a size over MAX_UPLOAD_BYTES is answered 413 PHOTO.TOO_LARGE. */
export const createUploadRequestSchema = z
  .object({ size: z.number().int().positive(), kind: photoKindSchema })
  .strict();
export type CreateUploadRequest = z.infer<typeof createUploadRequestSchema>;

/** Where a resumable upload stands: the next chunk starts at `offset`. */
export const uploadProgressSchema = z.object({
  uploadId: z.string(),
  offset: z.number().int(),
  size: z.number().int(),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;

/** Who a review is about: enough for the review form's header, before the profile is public. */
export const contractorCardSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  profilePhotoUrl: z.string().nullable(),
});
export type ContractorCard = z.infer<typeof contractorCardSchema>;
