import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  API,
  listAdminReviewsQuerySchema,
  listAdminReviewsResponseSchema,
  type ListAdminReviewsQuery as ListAdminReviewsParams,
  type ListAdminReviewsResponse,
} from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ListAdminReviewsQuery } from './list-admin-reviews.query';

export const listAdminReviewsContract = defineContract({
  ...API.listAdminReviews,
  summary: 'Reviews for moderation: pending first, newest first within a status',
  access: 'audit',
  query: listAdminReviewsQuerySchema,
  response: listAdminReviewsResponseSchema,
  errors: ['AUTH.REQUIRED', 'AUDITOR_REQUIRED'],
});

@Controller()
export class ListAdminReviewsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(listAdminReviewsContract.path)
  @RequireAccess('audit')
  list(
    @Query(new ZodValidationPipe(listAdminReviewsQuerySchema)) params: ListAdminReviewsParams,
  ): Promise<ListAdminReviewsResponse> {
    return this.queryBus.execute(new ListAdminReviewsQuery(params));
  }
}
