import { Controller, Get, Inject, Param } from '@nestjs/common';
import { auditHistorySchema, streamIds, type AuditHistory } from '@gp/shared';
import { EVENT_STORE, type EventStore } from '@gp/shared/server';
import { RequireAccess } from '../../../core/auth/access.guard';
import { DomainError } from '../../../core/errors/domain-error';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { auditHistory } from '../../../cli/audit';

export const accountHistoryContract = defineContract({
  method: 'GET',
  path: '/api/v1/audit/users/:userId',
  summary: 'An account\'s full event history: who, what, when, and on whose behalf',
  access: 'audit',
  response: auditHistorySchema,
  errors: ['AUDITOR_REQUIRED', 'USER.NOT_FOUND'],
});

@Controller()
export class AccountHistoryController {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  @Get(accountHistoryContract.path)
  @RequireAccess('audit')
  async history(@Param('userId', new ZodValidationPipe(idParamSchema)) userId: string): Promise<AuditHistory> {
    const history = await auditHistory(this.eventStore, streamIds.user(userId));
    if (history.events.length === 0) throw new DomainError('USER.NOT_FOUND');
    return history;
  }
}
