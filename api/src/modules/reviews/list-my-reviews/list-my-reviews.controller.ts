import { Controller, Get, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API, listMyReviewsResponseSchema, paginationQuerySchema, type ListMyReviewsResponse } from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ListMyReviewsQuery } from './list-my-reviews.query';

const myReviewsQuerySchema = paginationQuerySchema.extend({ contractorId: idParamSchema.optional() });
export const listMyReviewsContract = defineContract({
  ...API.listMyReviews,
  summary:
    "The reviews the caller wrote, with their status (an anonymous reviewer's session included); contractorId narrows to one contractor",
  access: 'session',
  query: myReviewsQuerySchema,
  response: listMyReviewsResponseSchema,
  errors: ['AUTH.REQUIRED'],
});

@Controller()
export class ListMyReviewsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(listMyReviewsContract.path)
  @RequireAccess('session')
  list(
    @Query(new ZodValidationPipe(myReviewsQuerySchema))
    { contractorId, ...pagination }: z.output<typeof myReviewsQuerySchema>,
    @Req() request: FastifyRequest,
  ): Promise<ListMyReviewsResponse> {
    return this.queryBus.execute(new ListMyReviewsQuery(request.actor!.userId, contractorId, pagination));
  }
}
