import type { PaginationQuery } from '@gp/shared';
import type { Actor } from '../../../core/auth/actor';

export class ListProfileReviewsQuery {
  constructor(
    readonly userId: string,
    readonly viewer: Actor | null,
    readonly pagination: PaginationQuery,
    /** Answer as to a signed-out visitor, whoever asks (`?as=visitor`): no hidden reply for the owner. */
    readonly asVisitor = false,
  ) {}
}
