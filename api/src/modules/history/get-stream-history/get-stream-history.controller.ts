import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { API, auditHistoryViewSchema, type AuditHistoryView } from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { GetStreamHistoryQuery } from './get-stream-history.query';

export const accountHistoryContract = defineContract({
  ...API.accountHistory,
  summary:
    "An account's full event history: who, what, when, and on whose behalf, with the admin actions done to it (impersonations)",
  access: 'audit',
  response: auditHistoryViewSchema,
  errors: ['AUDITOR_REQUIRED', 'USER.NOT_FOUND'],
});

export const reviewHistoryContract = defineContract({
  ...API.reviewHistory,
  summary: "A review's full event history: who, what, when, and on whose behalf",
  access: 'audit',
  response: auditHistoryViewSchema,
  errors: ['AUDITOR_REQUIRED', 'REVIEW.NOT_FOUND'],
});

/** The histories auditors read: one query over the event store, one route per kind of stream. */
@Controller()
export class GetStreamHistoryController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(accountHistoryContract.path)
  @RequireAccess('audit')
  account(@Param('userId', new ZodValidationPipe(idParamSchema)) userId: string): Promise<AuditHistoryView> {
    return this.queryBus.execute(new GetStreamHistoryQuery({ kind: 'account', userId }));
  }

  @Get(reviewHistoryContract.path)
  @RequireAccess('audit')
  review(@Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: string): Promise<AuditHistoryView> {
    return this.queryBus.execute(new GetStreamHistoryQuery({ kind: 'review', reviewId }));
  }
}
