import type { ErrorCode } from '@gp/shared';

/** A rule refused the request. The exception filter answers it as `{code, message, details?}`. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    /** For 429 answers: when the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    // No stack trace: a refusal is an answer, not a fault, and nothing reads where it was thrown,
    // while capturing the frames of a request's deep call stack made a flood of requests for
    // unknown ids cost half as much again as a flood of real ones.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(code);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'DomainError';
  }
}
