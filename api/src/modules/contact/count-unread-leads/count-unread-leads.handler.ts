import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { UnreadLeads } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { leadsProjection, type LeadDocument } from '@gp/projections';
import { CountUnreadLeadsQuery } from './count-unread-leads.query';

/** Counts the pro's requests not yet seen in their inbox (the leads read model, along proId_readAt). */
@QueryHandler(CountUnreadLeadsQuery)
export class CountUnreadLeadsHandler implements IQueryHandler<CountUnreadLeadsQuery, UnreadLeads> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ proId }: CountUnreadLeadsQuery): Promise<UnreadLeads> {
    const leads = this.readStore.collection<LeadDocument>(leadsProjection.collection);
    return { unread: await leads.countDocuments({ proId, readAt: null }) };
  }
}
