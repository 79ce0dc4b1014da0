import type { ErrorCode } from '@gp/shared';

/** A rule refused the request. The exception filter answers it as `{code, message, details?}`. */
export class DomainError extends Error {
  constructor(readonly code: ErrorCode, readonly details?: unknown) {
    super(code);
    this.name = 'DomainError';
  }
}
