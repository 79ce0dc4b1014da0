import { Inject, Injectable } from '@nestjs/common';
import type { ProStats } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { contactStatsProjection, type ContactStatsDocument } from '@gp/projections';
import { ProfileViews, STATS_DAYS, statsDays } from '../profiles/public';

/** Pros' last 30 days: profile views from the KeyValue counters, taps and requests from the contactStats read model. */
@Injectable()
export class ProStatsReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly views: ProfileViews,
  ) {}

  async lastDays(proId: string, now: Date): Promise<ProStats> {
    return (await this.forPros([proId], now)).get(proId)!;
  }

  /** One read of the contactStats read model for the whole page of pros. */
  async forPros(proIds: readonly string[], now: Date): Promise<Map<string, ProStats>> {
    const [firstDay] = statsDays(now);
    const [views, days] = await Promise.all([
      Promise.all(proIds.map((proId) => this.views.lastDays(proId, now))),
      this.readStore
        .collection<ContactStatsDocument>(contactStatsProjection.collection)
        .find({ proId: { $in: [...proIds] }, day: { $gte: firstDay } }),
    ]);
    return new Map(
      proIds.map((proId, index) => {
        const own = days.filter((day) => day.proId === proId);
        const sum = (field: 'whatsappTaps' | 'callTaps' | 'leads') => own.reduce((total, day) => total + day[field], 0);
        return [
          proId,
          {
            days: STATS_DAYS,
            profileViews: views[index]!,
            whatsappTaps: sum('whatsappTaps'),
            callTaps: sum('callTaps'),
            leads: sum('leads'),
          },
        ];
      }),
    );
  }
}
