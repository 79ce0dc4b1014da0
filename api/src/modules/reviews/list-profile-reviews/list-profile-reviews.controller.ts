import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  listProfileReviewsResponseSchema,
  paginationQuerySchema,
  type ListProfileReviewsResponse,
  type PaginationQuery,
} from '@gp/shared';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ListProfileReviewsQuery } from './list-profile-reviews.query';

export const listProfileReviewsContract = defineContract({
  ...API.listProfileReviews,
  summary:
    "The live reviews of a profile (approved, by signed-in authors), newest first, under the profile's visibility",
  access: 'public',
  cacheable: true,
  query: paginationQuerySchema,
  response: listProfileReviewsResponseSchema,
  errors: ['PROFILE.NOT_FOUND'],
});

@Controller()
export class ListProfileReviewsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(listProfileReviewsContract.path)
  list(
    @Param('userId', new ZodValidationPipe(idParamSchema)) userId: string,
    @Query(new ZodValidationPipe(paginationQuerySchema)) pagination: PaginationQuery,
    @Req() request: FastifyRequest,
  ): Promise<ListProfileReviewsResponse> {
    return this.queryBus.execute(new ListProfileReviewsQuery(userId, request.actor ?? null, pagination));
  }
}
