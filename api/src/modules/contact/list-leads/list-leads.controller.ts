import { Controller, Get, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  leadsPageSchema,
  listLeadsQuerySchema,
  type LeadsPage,
  type ListLeadsQuery as ListLeadsParams,
} from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ListLeadsQuery } from './list-leads.query';

export const listMyLeadsContract = defineContract({
  ...API.listMyLeads,
  summary:
    "The signed-in pro's requests, newest first, with the clients' numbers (send X-Min-Position to read your own writes)",
  access: 'signed-in',
  query: listLeadsQuerySchema,
  response: leadsPageSchema,
  errors: ['AUTH.REQUIRED', 'REQUEST.INVALID'],
});

export const listAllLeadsContract = defineContract({
  ...API.listAllLeads,
  summary: "Every pro's requests, newest first; the clients' numbers are for admins only, not auditors",
  access: 'admin',
  query: listLeadsQuerySchema,
  response: leadsPageSchema,
  errors: ['AUTH.REQUIRED', 'ADMIN_REQUIRED', 'REQUEST.INVALID'],
});

@Controller()
export class ListLeadsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(listMyLeadsContract.path)
  @RequireAccess('signed-in')
  mine(
    @Query(new ZodValidationPipe(listLeadsQuerySchema)) params: ListLeadsParams,
    @Req() request: FastifyRequest,
  ): Promise<LeadsPage> {
    return this.queryBus.execute(new ListLeadsQuery(params, request.actor!.userId));
  }

  @Get(listAllLeadsContract.path)
  @RequireAccess('admin')
  all(@Query(new ZodValidationPipe(listLeadsQuerySchema)) params: ListLeadsParams): Promise<LeadsPage> {
    return this.queryBus.execute(new ListLeadsQuery(params, null));
  }
}
