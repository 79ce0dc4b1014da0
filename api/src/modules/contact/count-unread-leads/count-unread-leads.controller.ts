import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, unreadLeadsSchema, type UnreadLeads } from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { CountUnreadLeadsQuery } from './count-unread-leads.query';

export const countMyUnreadLeadsContract = defineContract({
  ...API.countMyUnreadLeads,
  summary:
    "How many of the signed-in pro's requests they have not seen yet (the account menu's and requests tab's count)",
  access: 'signed-in',
  response: unreadLeadsSchema,
  errors: ['AUTH.REQUIRED'],
});

@Controller()
export class CountUnreadLeadsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(countMyUnreadLeadsContract.path)
  @RequireAccess('signed-in')
  count(@Req() request: FastifyRequest): Promise<UnreadLeads> {
    return this.queryBus.execute(new CountUnreadLeadsQuery(request.actor!.userId));
  }
}
