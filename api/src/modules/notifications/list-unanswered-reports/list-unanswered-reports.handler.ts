import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UNANSWERED_REPORTS_WINDOW_DAYS, type ListUnansweredReportsResponse } from '@gp/shared';
import { CLOCK, READ_STORE, type Clock, type ReadStore } from '@gp/shared/server';
import { unansweredReportsProjection, type UnansweredReportDocument } from '@gp/projections';
import { AccountNames } from '../../users/public';
import { ListUnansweredReportsQuery } from './list-unanswered-reports.query';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Reads the unansweredReports read model over the last UNANSWERED_REPORTS_WINDOW_DAYS days, grouped
 * by pro (most NO answers first, then the latest), each pro named as the console names accounts.
 */
@QueryHandler(ListUnansweredReportsQuery)
export class ListUnansweredReportsHandler implements IQueryHandler<
  ListUnansweredReportsQuery,
  ListUnansweredReportsResponse
> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accountNames: AccountNames,
  ) {}

  async execute(): Promise<ListUnansweredReportsResponse> {
    const since = new Date(this.clock.now().getTime() - UNANSWERED_REPORTS_WINDOW_DAYS * DAY_MS).toISOString();
    const reports = await this.readStore
      .collection<UnansweredReportDocument>(unansweredReportsProjection.collection)
      .find({ reportedAt: { $gt: since } }, { sort: { reportedAt: -1 } });
    const byPro = new Map<string, { noAnswers: number; latestAt: string }>();
    for (const { proId, reportedAt } of reports) {
      const pro = byPro.get(proId);
      // Read latest first: the first report met is the pro's latest.
      byPro.set(proId, pro ? { ...pro, noAnswers: pro.noAnswers + 1 } : { noAnswers: 1, latestAt: reportedAt });
    }
    const names = await this.accountNames.forAdmins([...byPro.keys()]);
    const items = [...byPro]
      .map(([proId, { noAnswers, latestAt }]) => ({
        proId,
        displayName: names.get(proId) ?? null,
        noAnswers,
        latestAt,
      }))
      .sort((a, b) => b.noAnswers - a.noAnswers || b.latestAt.localeCompare(a.latestAt));
    return { windowDays: UNANSWERED_REPORTS_WINDOW_DAYS, items };
  }
}
