import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ProStats } from '@gp/shared';
import { ProStatsReader } from '../pro-stats';
import { GetProStatsQuery } from './get-pro-stats.query';

@QueryHandler(GetProStatsQuery)
export class GetProStatsHandler implements IQueryHandler<GetProStatsQuery, ProStats> {
  constructor(private readonly stats: ProStatsReader) {}

  execute({ proId }: GetProStatsQuery): Promise<ProStats> {
    return this.stats.lastDays(proId, new Date());
  }
}
