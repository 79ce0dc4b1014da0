import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_FAILURE_REASONS, NOTIFICATION_KINDS } from '../rules/notifications';
import { paginationQuerySchema } from './common.schema';
import { pagedListSchema } from './paged-list.schema';

/** Twilio's numbers in webhooks: E.164, prefixed `whatsapp:` for the WhatsApp channel. */
const twilioAddress = z.string().regex(/^(whatsapp:)?\+[1-9]\d{6,14}$/);

/** The fields we read of an inbound message Twilio forwards (SMS or WhatsApp). */
export const twilioInboundMessageSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/),
  From: twilioAddress,
  Body: z.string().max(1600),
});
export type TwilioInboundMessage = z.infer<typeof twilioInboundMessageSchema>;

/** The fields we read of Twilio's delivery-status callback (Twilio sends more; they are ignored). */
export const twilioDeliveryStatusSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/),
  MessageStatus: z.string().regex(/^[a-z_-]{1,32}$/),
  To: twilioAddress,
  ErrorCode: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
});
export type TwilioDeliveryStatus = z.infer<typeof twilioDeliveryStatusSchema>;

export const notificationFailureViewSchema = z.object({
  jobId: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  reason: z.enum(NOTIFICATION_FAILURE_REASONS),
  /** The provider's answer, as it gave it (technical, in English). */
  detail: z.string(),
  failedAt: z.string(),
});
export type NotificationFailureView = z.infer<typeof notificationFailureViewSchema>;

export const listNotificationFailuresQuerySchema = paginationQuerySchema;
export type ListNotificationFailuresQuery = z.infer<typeof listNotificationFailuresQuerySchema>;

export const listNotificationFailuresResponseSchema = pagedListSchema(notificationFailureViewSchema);
export type ListNotificationFailuresResponse = z.infer<typeof listNotificationFailuresResponseSchema>;

/** How far back the console's list of pros who do not answer counts clients' NO answers. */
export const UNANSWERED_REPORTS_WINDOW_DAYS = 90;

/** A pro clients said did not get back to them (issue 36): how many NO answers in the window, and the latest. */
export const unansweredReportViewSchema = z.object({
  proId: z.string(),
  /** The pro as the console names accounts (display name, else email, else number); null when the account is gone. */
  displayName: z.string().nullable(),
  noAnswers: z.number().int().positive(),
  latestAt: z.string(),
});
export type UnansweredReportView = z.infer<typeof unansweredReportViewSchema>;

/** Every such pro (most NO answers first, then the latest), over the last UNANSWERED_REPORTS_WINDOW_DAYS days. */
export const listUnansweredReportsResponseSchema = z.object({
  windowDays: z.number().int().positive(),
  items: z.array(unansweredReportViewSchema),
});
export type ListUnansweredReportsResponse = z.infer<typeof listUnansweredReportsResponseSchema>;

/** Per notification kind the channel chosen; a kind left out is sent the automatic way. */
export const notificationPreferencesSchema = z.partialRecord(z.enum(NOTIFICATION_KINDS), z.enum(NOTIFICATION_CHANNELS));

/** The whole map each time: a kind left out goes back to automatic. */
export const setNotificationPreferencesRequestSchema = z
  .object({ preferences: notificationPreferencesSchema })
  .strict();
export type SetNotificationPreferencesRequest = z.infer<typeof setNotificationPreferencesRequestSchema>;

export const notificationPreferencesResponseSchema = z.object({
  preferences: notificationPreferencesSchema,
  /** Whether the account has a verified number, where its own notifications go. */
  hasVerifiedPhone: z.boolean(),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;
