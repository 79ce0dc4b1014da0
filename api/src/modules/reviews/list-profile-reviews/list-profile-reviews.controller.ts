import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { paginationQuerySchema, publicReviewSchema, reviewListSchema, type PaginationQuery, type PublicReview } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { reviewsProjection, type ReviewDocument } from '@gp/projections';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { findPage } from '../../../core/queries/find-page';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ProfileVisibility } from '../../profiles/profile-visibility';
import { publicReview } from '../review-views';

const listSchema = reviewListSchema(publicReviewSchema);
export const listProfileReviewsContract = defineContract({
  method: 'GET',
  path: '/api/v1/profiles/:userId/reviews',
  summary: 'The live reviews of a profile (approved, by signed-in authors), newest first, under the profile\'s visibility',
  access: 'public',
  query: paginationQuerySchema,
  response: listSchema,
  errors: ['PROFILE.NOT_FOUND'],
});

@Controller()
export class ListProfileReviewsController {
  constructor(
    private readonly visibility: ProfileVisibility,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  @Get(listProfileReviewsContract.path)
  async list(
    @Param('userId', new ZodValidationPipe(idParamSchema)) userId: string,
    @Query(new ZodValidationPipe(paginationQuerySchema)) { page, pageSize }: PaginationQuery,
    @Req() request: FastifyRequest,
  ): Promise<{ items: PublicReview[]; total: number; page: number; pageSize: number }> {
    await this.visibility.load(userId, request.actor ?? null);
    const reviews = this.readStore.collection<ReviewDocument>(reviewsProjection.collection);
    const filter = { contractorId: userId, isLive: true };
    const { documents, total } = await findPage(reviews, filter, { createdAt: -1 }, { page, pageSize });
    return { items: documents.map(publicReview), total, page, pageSize };
  }
}
