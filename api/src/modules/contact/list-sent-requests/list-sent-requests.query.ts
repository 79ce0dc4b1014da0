import type { PaginationQuery } from '@gp/shared';

export class ListSentRequestsQuery {
  constructor(
    readonly pagination: PaginationQuery,
    /** The signed-in member whose requests are read: only ever the caller. */
    readonly senderId: string,
  ) {}
}
