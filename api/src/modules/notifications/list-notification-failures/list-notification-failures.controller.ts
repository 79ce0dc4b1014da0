import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  API,
  listNotificationFailuresQuerySchema,
  listNotificationFailuresResponseSchema,
  type ListNotificationFailuresQuery as ListNotificationFailuresParams,
  type ListNotificationFailuresResponse,
} from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ListNotificationFailuresQuery } from './list-notification-failures.query';

export const listNotificationFailuresContract = defineContract({
  ...API.listNotificationFailures,
  summary: 'Notifications that could not be sent (refused, or past their retries), the latest first',
  access: 'audit',
  query: listNotificationFailuresQuerySchema,
  response: listNotificationFailuresResponseSchema,
  errors: ['AUTH.REQUIRED', 'AUDITOR_REQUIRED', 'REQUEST.INVALID'],
});

@Controller()
export class ListNotificationFailuresController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(listNotificationFailuresContract.path)
  @RequireAccess('audit')
  list(
    @Query(new ZodValidationPipe(listNotificationFailuresQuerySchema)) params: ListNotificationFailuresParams,
  ): Promise<ListNotificationFailuresResponse> {
    return this.queryBus.execute(new ListNotificationFailuresQuery(params));
  }
}
