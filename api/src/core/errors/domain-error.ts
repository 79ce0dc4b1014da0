import type { ErrorCode } from '@gp/shared';

/** A rule refused the request. The exception filter answers it as `{code, message, details?}`. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    /** For 429 answers: when the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
