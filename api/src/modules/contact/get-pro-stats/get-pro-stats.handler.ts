import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ProStats } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { ProStatsReader } from '../pro-stats';
import { GetProStatsQuery } from './get-pro-stats.query';

@QueryHandler(GetProStatsQuery)
export class GetProStatsHandler implements IQueryHandler<GetProStatsQuery, ProStats> {
  constructor(
    private readonly stats: ProStatsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ proId }: GetProStatsQuery): Promise<ProStats> {
    return this.stats.lastDays(proId, this.clock.now());
  }
}
