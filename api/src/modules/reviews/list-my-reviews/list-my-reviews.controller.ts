import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authoredReviewSchema, paginationQuerySchema, reviewListSchema, type AuthoredReview } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { reviewsProjection, type ReviewDocument } from '@gp/projections';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { findPage } from '../../../core/queries/find-page';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ContractorNames } from '../contractor-names';
import { authoredReview } from '../review-views';

const myReviewsQuerySchema = paginationQuerySchema.extend({ contractorId: idParamSchema.optional() });
const listSchema = reviewListSchema(authoredReviewSchema);
export const listMyReviewsContract = defineContract({
  method: 'GET',
  path: '/api/v1/account/reviews',
  summary: 'The reviews the caller wrote, with their status (an anonymous reviewer\'s session included); contractorId narrows to one contractor',
  access: 'session',
  query: myReviewsQuerySchema,
  response: listSchema,
  errors: ['AUTH.REQUIRED'],
});

@Controller()
export class ListMyReviewsController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly contractorNames: ContractorNames,
  ) {}

  @Get(listMyReviewsContract.path)
  @RequireAccess('session')
  async list(
    @Query(new ZodValidationPipe(myReviewsQuerySchema)) { page, pageSize, contractorId }: z.output<typeof myReviewsQuerySchema>,
    @Req() request: FastifyRequest,
  ): Promise<{ items: AuthoredReview[]; total: number; page: number; pageSize: number }> {
    const reviews = this.readStore.collection<ReviewDocument>(reviewsProjection.collection);
    const filter = { authorId: request.actor!.userId, ...(contractorId ? { contractorId } : {}) };
    const { documents, total } = await findPage(reviews, filter, { createdAt: -1 }, { page, pageSize });
    const names = await this.contractorNames.of(documents.map((review) => review.contractorId));
    return { items: documents.map((review) => authoredReview(review, names.get(review.contractorId) ?? null)), total, page, pageSize };
  }
}
