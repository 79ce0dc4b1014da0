import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, receivedReviewsSummarySchema, type ReceivedReviewsSummary } from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { GetReceivedReviewsSummaryQuery } from './get-received-reviews-summary.query';

export const getReceivedReviewsSummaryContract = defineContract({
  ...API.getReceivedReviewsSummary,
  summary:
    "The signed-in pro's own reviews: how many await moderation, how many are live, how many more approvals publication needs",
  access: 'signed-in',
  response: receivedReviewsSummarySchema,
  errors: ['AUTH.REQUIRED'],
});

@Controller()
export class GetReceivedReviewsSummaryController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(getReceivedReviewsSummaryContract.path)
  @RequireAccess('signed-in')
  get(@Req() request: FastifyRequest): Promise<ReceivedReviewsSummary> {
    return this.queryBus.execute(new GetReceivedReviewsSummaryQuery(request.actor!.userId));
  }
}
