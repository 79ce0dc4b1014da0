import { Controller, Get, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  paginationQuerySchema,
  sentRequestsPageSchema,
  type PaginationQuery,
  type SentRequestsPage,
} from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ListSentRequestsQuery } from './list-sent-requests.query';

export const listSentRequestsContract = defineContract({
  ...API.listSentRequests,
  summary:
    "The requests the signed-in member sent to pros, newest first, with each pro's name and whether it was answered (send X-Min-Position to read your own writes)",
  access: 'signed-in',
  query: paginationQuerySchema,
  response: sentRequestsPageSchema,
  errors: ['AUTH.REQUIRED', 'REQUEST.INVALID'],
});

@Controller()
export class ListSentRequestsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(listSentRequestsContract.path)
  @RequireAccess('signed-in')
  list(
    @Query(new ZodValidationPipe(paginationQuerySchema)) pagination: PaginationQuery,
    @Req() request: FastifyRequest,
  ): Promise<SentRequestsPage> {
    return this.queryBus.execute(new ListSentRequestsQuery(pagination, request.actor!.userId));
  }
}
