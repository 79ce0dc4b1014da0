import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, proStatsSchema, type ProStats } from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { GetProStatsQuery } from './get-pro-stats.query';

export const getProStatsContract = defineContract({
  ...API.getProStats,
  summary: "The signed-in pro's last 30 days: profile views, WhatsApp and call taps, requests",
  access: 'signed-in',
  response: proStatsSchema,
  errors: ['AUTH.REQUIRED'],
});

@Controller()
export class GetProStatsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(getProStatsContract.path)
  @RequireAccess('signed-in')
  get(@Req() request: FastifyRequest): Promise<ProStats> {
    return this.queryBus.execute(new GetProStatsQuery(request.actor!.userId));
  }
}
