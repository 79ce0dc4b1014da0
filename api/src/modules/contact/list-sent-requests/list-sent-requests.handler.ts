import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SentRequestsPage } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { leadsProjection, type LeadDocument } from '@gp/projections';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { ListSentRequestsQuery } from './list-sent-requests.query';
import { AccountNames } from '../../users/public';

/**
 * Reads the leads read model (and the pros' names from profiles): the requests one member sent,
 * newest first. Only the pro's public name leaves here, never the pro's or the sender's number.
 */
@QueryHandler(ListSentRequestsQuery)
export class ListSentRequestsHandler implements IQueryHandler<ListSentRequestsQuery, SentRequestsPage> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly proNames: AccountNames,
  ) {}

  async execute({ pagination, senderId }: ListSentRequestsQuery): Promise<SentRequestsPage> {
    const leads = this.readStore.collection<LeadDocument>(leadsProjection.collection);
    const found = await findPage(leads, { senderId }, { sentAt: -1 }, pagination);
    const names = await this.proNames.displayNames(found.items.map((lead) => lead.proId));
    return mapPage(found, (lead) => ({
      id: lead._id,
      proId: lead.proId,
      proName: names.get(lead.proId) ?? null,
      message: lead.message,
      sentAt: lead.sentAt,
      answeredAt: lead.answeredAt,
    }));
  }
}
