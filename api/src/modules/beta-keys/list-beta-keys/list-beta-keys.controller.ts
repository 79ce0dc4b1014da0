import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  API,
  listBetaKeysQuerySchema,
  listBetaKeysResponseSchema,
  type ListBetaKeysQuery as ListBetaKeysParams,
  type ListBetaKeysResponse,
} from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ListBetaKeysQuery } from './list-beta-keys.query';

export const listBetaKeysContract = defineContract({
  ...API.listBetaKeys,
  summary: 'List beta keys, newest first (send X-Min-Position to read your own writes)',
  access: 'audit',
  query: listBetaKeysQuerySchema,
  response: listBetaKeysResponseSchema,
  errors: ['AUTH.REQUIRED', 'AUDITOR_REQUIRED', 'REQUEST.INVALID'],
});

@Controller()
export class ListBetaKeysController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(listBetaKeysContract.path)
  @RequireAccess('audit')
  list(
    @Query(new ZodValidationPipe(listBetaKeysQuerySchema)) params: ListBetaKeysParams,
  ): Promise<ListBetaKeysResponse> {
    return this.queryBus.execute(new ListBetaKeysQuery(params));
  }
}
