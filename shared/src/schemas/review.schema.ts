import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../constants/constants';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/credentials';
import { ADMIN_REMOVAL_CODES, REVIEW_REMOVAL_CODES } from '../rules/review-removal';
import { commandResultSchema, paginationQuerySchema, viewAsQuerySchema } from './common.schema';
import { pagedListSchema } from './paged-list.schema';
import { cleanLine, cleanText } from './clean-text';
import {
  BODY_REQUIRED,
  BODY_TOO_LONG,
  INVALID_REVIEW_EMAIL,
  RATING_REQUIRED,
  REJECTION_REASON_REQUIRED,
  REPLY_REQUIRED,
  REPLY_TOO_LONG,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from '../errors/validation-texts';

export const REVIEW_NAME_MAX_LENGTH = 80;

export const submitReviewRequestSchema = z
  .object({
    contractorId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
    rating: z
      .number({ message: RATING_REQUIRED })
      .int({ message: RATING_REQUIRED })
      .min(RATING_MIN, { message: RATING_REQUIRED })
      .max(RATING_MAX, { message: RATING_REQUIRED }),
    /** Required for visitors; a signed-in author's display name is used otherwise. */
    name: z.string().overwrite(cleanLine).trim().max(REVIEW_NAME_MAX_LENGTH).optional(),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX_LENGTH)
      .pipe(z.email({ pattern: EMAIL_PATTERN, message: INVALID_REVIEW_EMAIL })),
    title: z
      .string()
      .overwrite(cleanLine)
      .trim()
      .min(1, { message: TITLE_REQUIRED })
      .max(REVIEW_TITLE_MAX_LENGTH, { message: TITLE_TOO_LONG }),
    body: z
      .string()
      .overwrite(cleanText)
      .trim()
      .min(1, { message: BODY_REQUIRED })
      .max(REVIEW_BODY_MAX_LENGTH, { message: BODY_TOO_LONG }),
    preferredLang: z.enum(['en', 'es']).default('en'),
  })
  .strict();
export type SubmitReviewRequest = z.input<typeof submitReviewRequestSchema>;

export const reviewStatusSchema = z.enum(['pending', 'approved']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** The contractor's public reply to a review on their profile: plain text, cleaned like the review's body. */
export const replyToReviewRequestSchema = z
  .object({
    text: z
      .string()
      .overwrite(cleanText)
      .trim()
      .min(1, { message: REPLY_REQUIRED })
      .max(REVIEW_REPLY_MAX_LENGTH, { message: REPLY_TOO_LONG }),
  })
  .strict();
export type ReplyToReviewRequest = z.input<typeof replyToReviewRequestSchema>;

export const REPLY_HIDE_REASON_MAX_LENGTH = 500;
/** An admin hides the reply they saw: the revision they saw (a reply edited since is a 409), and an optional reason. */
export const hideReviewReplyRequestSchema = z
  .object({
    expectedRevision: z.number().int().nonnegative(),
    reason: z.string().overwrite(cleanText).trim().max(REPLY_HIDE_REASON_MAX_LENGTH).optional(),
  })
  .strict();
export type HideReviewReplyRequest = z.input<typeof hideReviewReplyRequestSchema>;
/** An admin shows a reply they hid, as they saw it: a reply edited since is a 409, never shown unseen. */
export const showReviewReplyRequestSchema = z.object({ expectedRevision: z.number().int().nonnegative() }).strict();
export type ShowReviewReplyRequest = z.input<typeof showReviewReplyRequestSchema>;

/** A reply as the public sees it: absent (null) when there is none or an admin hid it. */
export const publicReviewReplySchema = z.object({ text: z.string(), repliedAt: z.string() });
export type PublicReviewReply = z.infer<typeof publicReviewReplySchema>;
/** A reply as its contractor and admins see it: with whether an admin hid it. */
export const reviewReplySchema = publicReviewReplySchema.extend({ hidden: z.boolean() });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A review as the public sees it: never the author's email. */
export const publicReviewSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  reply: publicReviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** Why an admin removed a review: a reason of REVIEW_REMOVAL_REASONS and the admin's note (null without one). */
export const reviewRemovalSchema = z.object({ reasonCode: z.enum(REVIEW_REMOVAL_CODES), note: z.string().nullable() });
export type ReviewRemoval = z.infer<typeof reviewRemovalSchema>;

/** A review as its author sees it (my reviews, the review form's list). */
export const authoredReviewSchema = publicReviewSchema.extend({
  contractorId: z.string(),
  contractorName: z.string().nullable(),
  status: reviewStatusSchema,
  /** Approved, written by a signed-in author and not removed: shown on the profile. */
  isLive: z.boolean(),
  /** Set while an admin has the review removed: the author reads the reason in their language. */
  removal: reviewRemovalSchema.nullable(),
});
export type AuthoredReview = z.infer<typeof authoredReviewSchema>;

/** A review in the admin console: with the stated email and the revision approve/unapprove expect. */
export const adminReviewSchema = authoredReviewSchema.extend({
  reply: reviewReplySchema.nullable(),
  statedEmail: z.string(),
  authorId: z.string(),
  /** The author's account as the console names it (display name, else email); null for an anonymous reviewer. */
  authorAccountName: z.string().nullable(),
  authorIsAnonymous: z.boolean(),
  revision: z.number().int(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const submitReviewResponseSchema = commandResultSchema.extend({
  reviewId: z.string(),
  authorIsAnonymous: z.boolean(),
});
export type SubmitReviewResponse = z.infer<typeof submitReviewResponseSchema>;

/** A review in a profile's list: the profile's owner also gets a reply an admin hid, marked `hidden: true`. */
export const profileReviewSchema = publicReviewSchema.extend({
  reply: publicReviewReplySchema.extend({ hidden: z.boolean().optional() }).nullable(),
});
export type ProfileReview = z.infer<typeof profileReviewSchema>;
export const listProfileReviewsResponseSchema = pagedListSchema(profileReviewSchema);
export type ListProfileReviewsResponse = z.infer<typeof listProfileReviewsResponseSchema>;
/**
 * The signed-in pro's own reviews at a glance (owner-only, never on the public profile): how many wait for
 * an admin's decision, how many are live, and how many more approvals publication needs (0 once public).
 */
export const receivedReviewsSummarySchema = z.object({
  awaitingReview: z.number().int().nonnegative(),
  live: z.number().int().nonnegative(),
  stillNeeded: z.number().int().nonnegative(),
});
export type ReceivedReviewsSummary = z.infer<typeof receivedReviewsSummarySchema>;
export const listMyReviewsResponseSchema = pagedListSchema(authoredReviewSchema);
export type ListMyReviewsResponse = z.infer<typeof listMyReviewsResponseSchema>;
export const listAdminReviewsResponseSchema = pagedListSchema(adminReviewSchema);
export type ListAdminReviewsResponse = z.infer<typeof listAdminReviewsResponseSchema>;

/** The queue, or one pro's reviews in it (a flood at one pro is read and decided on its own). */
/** A profile's reviews, a page at a time; `as=visitor` as for the profile (viewAsQuerySchema). */
export const listProfileReviewsQuerySchema = paginationQuerySchema.merge(viewAsQuerySchema).strict();
export type ListProfileReviewsQuery = z.infer<typeof listProfileReviewsQuerySchema>;

export const listAdminReviewsQuerySchema = paginationQuerySchema.extend({
  status: reviewStatusSchema.optional(),
  contractorId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
});
export type ListAdminReviewsQuery = z.infer<typeof listAdminReviewsQuerySchema>;

/** Approve/unapprove expect the revision the admin saw, so two simultaneous decisions cannot both apply. */
export const moderateReviewRequestSchema = z.object({ expectedRevision: z.number().int().nonnegative() }).strict();
export type ModerateReviewRequest = z.infer<typeof moderateReviewRequestSchema>;

export const REVIEW_REMOVAL_NOTE_MAX_LENGTH = 300;
/** A reason from the list; `other` needs the admin's own words, any other reason may add a note. */
export const removeReviewRequestSchema = z
  .object({
    reasonCode: z.enum(ADMIN_REMOVAL_CODES, { message: REJECTION_REASON_REQUIRED }),
    note: z.string().overwrite(cleanLine).trim().max(REVIEW_REMOVAL_NOTE_MAX_LENGTH).default(''),
    expectedRevision: z.number().int().nonnegative(),
  })
  .strict()
  .refine((request) => request.reasonCode !== 'other' || request.note !== '', {
    message: REJECTION_REASON_REQUIRED,
    path: ['note'],
  });
export type RemoveReviewRequest = z.input<typeof removeReviewRequestSchema>;

/** Restoring expects the revision the admin saw, like approve/unapprove. */
export const restoreReviewRequestSchema = moderateReviewRequestSchema;
export type RestoreReviewRequest = ModerateReviewRequest;

/** The author's edit: the same fields and messages as the review form; the review goes back to moderation. */
export const editMyReviewRequestSchema = submitReviewRequestSchema
  .pick({ rating: true, title: true, body: true })
  .strict();
export type EditMyReviewRequest = z.input<typeof editMyReviewRequestSchema>;

export const auditEntrySchema = z.object({
  /** The stream the event is on: an account's history also holds the admin actions that name it (`audit-admin`). */
  streamId: z.string(),
  revision: z.number().int(),
  position: z.number().int(),
  type: z.string(),
  recordedAt: z.string(),
  actorId: z.string().nullable(),
  onBehalfOf: z.string().nullable(),
  correlationId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export const auditHistorySchema = z.object({ streamId: z.string(), events: z.array(auditEntrySchema) });
export type AuditHistory = z.infer<typeof auditHistorySchema>;
/** A history as the console reads it: with the names (display name, else email) of the accounts that acted, by id. */
export const auditHistoryViewSchema = auditHistorySchema.extend({ names: z.record(z.string(), z.string()) });
export type AuditHistoryView = z.infer<typeof auditHistoryViewSchema>;
