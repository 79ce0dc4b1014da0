import { z } from 'zod';
import { PHONE_CODE_LENGTH } from '../constants/constants';
import { authResultSchema, langSchema } from './auth.schema';
import { CODE_FORMAT } from '../errors/validation-texts';

/** 'attach' adds a number to the signed-in account; 'sign-in' signs in the account that verified it. */
export const phoneChallengePurposeSchema = z.enum(['attach', 'sign-in']);
export type PhoneChallengePurpose = z.infer<typeof phoneChallengePurposeSchema>;

/** Challenge ids are server-generated tokens. */
export const phoneChallengeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** The number is checked by normalisePhoneNumber on the server, which answers PHONE.REQUIRED (empty) or PHONE.INVALID. */
export const startPhoneChallengeRequestSchema = z
  .object({ phoneNumber: z.string().max(64), purpose: phoneChallengePurposeSchema, lang: langSchema.default('en') })
  .strict();
export type StartPhoneChallengeRequest = z.input<typeof startPhoneChallengeRequestSchema>;

export const verifyPhoneChallengeRequestSchema = z
  .object({
    challengeId: phoneChallengeIdSchema,
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), { message: CODE_FORMAT }),
  })
  .strict();
export type VerifyPhoneChallengeRequest = z.infer<typeof verifyPhoneChallengeRequestSchema>;

/** pending: the code is on its way (the job has not finished); failed: it could not be sent (PHONE.SEND_FAILED). */
export const codeSendStatusSchema = z.enum(['pending', 'sent', 'failed']);
export type CodeSendStatus = z.infer<typeof codeSendStatusSchema>;

export const phoneChallengeSchema = z.object({
  challengeId: phoneChallengeIdSchema,
  /** E.164. */
  phoneNumber: z.string(),
  purpose: phoneChallengePurposeSchema,
  sendStatus: codeSendStatusSchema,
  /** Set when sendStatus is failed: the PHONE.SEND_FAILED error in the caller's language. */
  sendError: z.object({ code: z.literal('PHONE.SEND_FAILED'), message: z.string() }).nullable(),
  codeExpiresAt: z.iso.datetime(),
  resendAvailableAt: z.iso.datetime(),
});
export type PhoneChallenge = z.infer<typeof phoneChallengeSchema>;

export const verifyPhoneChallengeResponseSchema = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('attach'), phoneNumber: z.string(), position: z.number().int().nonnegative() }),
  authResultSchema.extend({ purpose: z.literal('sign-in'), phoneNumber: z.string() }),
]);
export type VerifyPhoneChallengeResponse = z.infer<typeof verifyPhoneChallengeResponseSchema>;
