import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  listProfileReviewsQuerySchema,
  listProfileReviewsResponseSchema,
  type ListProfileReviewsQuery as ListProfileReviewsParams,
  type ListProfileReviewsResponse,
} from '@gp/shared';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ListProfileReviewsQuery } from './list-profile-reviews.query';

export const listProfileReviewsContract = defineContract({
  ...API.listProfileReviews,
  summary:
    "The live reviews of a profile (approved, by signed-in authors), newest first, under the profile's visibility; ?as=visitor answers as to a signed-out visitor",
  access: 'public',
  cacheable: true,
  query: listProfileReviewsQuerySchema,
  response: listProfileReviewsResponseSchema,
  errors: ['PROFILE.NOT_FOUND'],
});

@Controller()
export class ListProfileReviewsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(listProfileReviewsContract.path)
  list(
    @Param('userId', new ZodValidationPipe(idParamSchema)) userId: string,
    @Query(new ZodValidationPipe(listProfileReviewsQuerySchema)) { as, ...pagination }: ListProfileReviewsParams,
    @Req() request: FastifyRequest,
  ): Promise<ListProfileReviewsResponse> {
    return this.queryBus.execute(
      new ListProfileReviewsQuery(userId, request.actor ?? null, pagination, as === 'visitor'),
    );
  }
}
