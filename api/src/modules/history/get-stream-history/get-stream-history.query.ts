import type { ErrorCode } from '@gp/shared';

/** One stream's history; `notFound` is the answer when the stream has no events. */
export class GetStreamHistoryQuery {
  constructor(
    readonly streamId: string,
    readonly notFound: ErrorCode,
  ) {}
}
