import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListProfileReviewsResponse } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { ProfileVisibility } from '../../profiles/public';
import { profileReviewsPage } from '../profile-reviews';
import { ListProfileReviewsQuery } from './list-profile-reviews.query';

/** Reads the reviews read model: a profile's live reviews, newest first, only where the viewer may see the profile; its owner also sees a reply an admin hid. */
@QueryHandler(ListProfileReviewsQuery)
export class ListProfileReviewsHandler implements IQueryHandler<ListProfileReviewsQuery, ListProfileReviewsResponse> {
  constructor(
    private readonly visibility: ProfileVisibility,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async execute({
    userId,
    viewer,
    pagination,
    asVisitor,
  }: ListProfileReviewsQuery): Promise<ListProfileReviewsResponse> {
    const { isOwner } = await this.visibility.load(userId, asVisitor ? null : viewer);
    return profileReviewsPage(this.readStore, userId, pagination, isOwner);
  }
}
