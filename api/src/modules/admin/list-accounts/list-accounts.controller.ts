import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  API,
  listAccountsQuerySchema,
  listAccountsResponseSchema,
  type ListAccountsQuery as ListAccountsParams,
  type ListAccountsResponse,
} from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ListAccountsQuery } from './list-accounts.query';

export const listAccountsContract = defineContract({
  ...API.listAccounts,
  summary: 'Accounts, newest first; search by name, email or phone; anonymous accounts only when asked',
  access: 'audit',
  query: listAccountsQuerySchema,
  response: listAccountsResponseSchema,
  errors: ['AUTH.REQUIRED', 'AUDITOR_REQUIRED'],
});

@Controller()
export class ListAccountsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(listAccountsContract.path)
  @RequireAccess('audit')
  list(
    @Query(new ZodValidationPipe(listAccountsQuerySchema)) params: ListAccountsParams,
  ): Promise<ListAccountsResponse> {
    return this.queryBus.execute(new ListAccountsQuery(params));
  }
}
