import { errorMessage, type ErrorCode, type Lang } from '@gp/shared';
import { ApiError } from '@gp/web-common/lib/api-client';

/**
 * A failed phone call as the steps keep it: the catalogue code, put into words when shown, so a
 * language switch in the middle of the steps re-words it too.
 */
export interface PhoneProblem {
  code: ErrorCode;
  /** PHONE.WRONG_CODE: tries left before the challenge locks, when the server said. */
  attemptsLeft?: number;
}

/** The problem of an API error; a lost connection reads as "unavailable". */
export function phoneProblem(error: unknown): PhoneProblem {
  if (!(error instanceof ApiError)) return { code: 'SERVER.UNAVAILABLE' };
  const attemptsLeft = (error.details as { attemptsLeft?: unknown } | undefined)?.attemptsLeft;
  return typeof attemptsLeft === 'number' ? { code: error.code, attemptsLeft } : { code: error.code };
}

export interface NoticeText {
  title?: string;
  message: string;
}

/** Spec §8: a code that could not be sent reads "Verification Failed" with the reason under it. */
export function noticeText(code: ErrorCode, lang: Lang): NoticeText {
  if (code === 'PHONE.SEND_FAILED')
    return { title: errorMessage('PHONE.VERIFICATION_FAILED', lang), message: errorMessage(code, lang) };
  return { message: errorMessage(code, lang) };
}
