import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { API, listUnansweredReportsResponseSchema, type ListUnansweredReportsResponse } from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { ListUnansweredReportsQuery } from './list-unanswered-reports.query';

export const listUnansweredReportsContract = defineContract({
  ...API.listUnansweredReports,
  summary:
    'Pros whose clients answered NO to "did the pro get back to you?" in the last 90 days: per pro, the count of NO answers and the latest, most first',
  access: 'audit',
  response: listUnansweredReportsResponseSchema,
  errors: ['AUTH.REQUIRED', 'AUDITOR_REQUIRED'],
});

@Controller()
export class ListUnansweredReportsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(listUnansweredReportsContract.path)
  @RequireAccess('audit')
  list(): Promise<ListUnansweredReportsResponse> {
    return this.queryBus.execute(new ListUnansweredReportsQuery());
  }
}
