import { z } from 'zod';

/** Twilio's numbers in webhooks: E.164, prefixed `whatsapp:` for the WhatsApp channel. */
const twilioAddress = z.string().regex(/^(whatsapp:)?\+[1-9]\d{6,14}$/);

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
