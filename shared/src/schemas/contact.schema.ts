import { z } from 'zod';
import { langSchema } from './auth.schema';
import { paginationQuerySchema } from './common.schema';
import { pagedListSchema } from './paged-list.schema';
import { cleanLine, cleanText } from './clean-text';
import { isPhoneNumberEmpty, normalisePhoneNumber } from '../rules/phone';
import {
  INVALID_PHONE_NUMBER,
  LEAD_MESSAGE_MAX_LENGTH,
  LEAD_MESSAGE_REQUIRED,
  LEAD_MESSAGE_TOO_LONG,
  LEAD_NAME_MAX_LENGTH,
  LEAD_NAME_REQUIRED,
  LEAD_NAME_TOO_LONG,
  PHONE_NUMBER_REQUIRED,
} from '../errors/validation-texts';

/** How clients may reach a contractor. WhatsApp and call need a verified phone to take effect. */
export const contactPreferencesSchema = z
  .object({ whatsapp: z.boolean(), call: z.boolean(), message: z.boolean() })
  .strict();
export type ContactPreferences = z.infer<typeof contactPreferencesSchema>;

/** The channels a tap goes through (a message is a lead, not a tap). */
export const contactChannelSchema = z.enum(['whatsapp', 'call']);
export type ContactChannel = z.infer<typeof contactChannelSchema>;

/**
 * `?lang=` chooses the prefilled WhatsApp text's language; without it, Accept-Language does.
 * `?service=` and `?zone=` are the catalog ids the visitor searched for, which the text then names
 * (by their catalog names; an id the catalog does not hold is left out of the text).
 */
export const contactLinksQuerySchema = z
  .object({
    lang: langSchema.optional(),
    service: z.string().min(1).max(64).optional(),
    zone: z.string().min(1).max(64).optional(),
  })
  .strict();
export type ContactLinksQuery = z.input<typeof contactLinksQuerySchema>;
/** A `https://wa.me/…` and a `tel:` link, null when that channel is off or the pro has no verified phone. */
export const contactLinksSchema = z.object({ whatsapp: z.string().nullable(), call: z.string().nullable() });
export type ContactLinks = z.infer<typeof contactLinksSchema>;

/** A tap on a channel: a visitor's on a pro's card or page, or a pro's on a request in their inbox. */
export const contactRequestSchema = z.object({ channel: contactChannelSchema }).strict();
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** Normalised to E.164 by the shared phone rule (spec §5), so the pro can call back with one tap. */
const clientPhoneSchema = z
  .string()
  .max(64)
  .transform((input, context) => {
    const phoneNumber = normalisePhoneNumber(input);
    if (phoneNumber) return phoneNumber;
    context.addIssue({
      code: 'custom',
      message: isPhoneNumberEmpty(input) ? PHONE_NUMBER_REQUIRED : INVALID_PHONE_NUMBER,
    });
    return z.NEVER;
  });

/** A visitor's message to a pro; no account needed. */
export const sendLeadRequestSchema = z
  .object({
    name: z
      .string()
      .overwrite(cleanLine)
      .trim()
      .min(1, { message: LEAD_NAME_REQUIRED })
      .max(LEAD_NAME_MAX_LENGTH, { message: LEAD_NAME_TOO_LONG }),
    phoneNumber: clientPhoneSchema,
    message: z
      .string()
      .overwrite(cleanText)
      .trim()
      .min(1, { message: LEAD_MESSAGE_REQUIRED })
      .max(LEAD_MESSAGE_MAX_LENGTH, { message: LEAD_MESSAGE_TOO_LONG }),
    lang: langSchema,
  })
  .strict();
export type SendLeadRequest = z.input<typeof sendLeadRequestSchema>;

export const sendLeadResponseSchema = z.object({ leadId: z.string(), position: z.number().int().nonnegative() });
export type SendLeadResponse = z.infer<typeof sendLeadResponseSchema>;

export const listLeadsQuerySchema = paginationQuerySchema
  .extend({ answered: z.enum(['true', 'false']).optional() })
  .strict();
export type ListLeadsQuery = z.infer<typeof listLeadsQuerySchema>;

/** A request in the pro's inbox, with one-tap links to answer the client. */
export const leadViewSchema = z.object({
  id: z.string(),
  proId: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  lang: langSchema,
  sentAt: z.string(),
  answeredAt: z.string().nullable(),
  /** When the pro first saw it in their inbox; null: unread. */
  readAt: z.string().nullable(),
  replyLinks: contactLinksSchema,
});
export type LeadView = z.infer<typeof leadViewSchema>;
export const leadsPageSchema = pagedListSchema(leadViewSchema);
export type LeadsPage = z.infer<typeof leadsPageSchema>;

/** How many of the signed-in pro's requests they have not seen yet. */
export const unreadLeadsSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadLeads = z.infer<typeof unreadLeadsSchema>;

/**
 * A request the signed-in member sent to a pro, as the sender sees it: the pro's public name (null
 * when the pro's account is gone), never the pro's contact details.
 */
export const sentRequestViewSchema = z.object({
  id: z.string(),
  proId: z.string(),
  proName: z.string().nullable(),
  message: z.string(),
  sentAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type SentRequestView = z.infer<typeof sentRequestViewSchema>;
export const sentRequestsPageSchema = pagedListSchema(sentRequestViewSchema);
export type SentRequestsPage = z.infer<typeof sentRequestsPageSchema>;

/** A pro's figures over the last `days` days. */
export const proStatsSchema = z.object({
  days: z.number().int(),
  profileViews: z.number().int(),
  whatsappTaps: z.number().int(),
  callTaps: z.number().int(),
  leads: z.number().int(),
});
export type ProStats = z.infer<typeof proStatsSchema>;
