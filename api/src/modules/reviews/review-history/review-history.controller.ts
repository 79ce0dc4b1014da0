import { Controller, Get, Inject, Param } from '@nestjs/common';
import { auditHistorySchema, streamIds, type AuditHistory } from '@gp/shared';
import { EVENT_STORE, type EventStore } from '@gp/shared/server';
import { RequireAccess } from '../../../core/auth/access.guard';
import { DomainError } from '../../../core/errors/domain-error';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { auditHistory } from '../../../cli/audit';

export const reviewHistoryContract = defineContract({
  method: 'GET',
  path: '/api/v1/audit/reviews/:reviewId',
  summary: 'A review\'s full event history: who, what, when, and on whose behalf',
  access: 'audit',
  response: auditHistorySchema,
  errors: ['AUDITOR_REQUIRED', 'REVIEW.NOT_FOUND'],
});

@Controller()
export class ReviewHistoryController {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  @Get(reviewHistoryContract.path)
  @RequireAccess('audit')
  async history(@Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: string): Promise<AuditHistory> {
    const history = await auditHistory(this.eventStore, streamIds.review(reviewId));
    if (history.events.length === 0) throw new DomainError('REVIEW.NOT_FOUND');
    return history;
  }
}
