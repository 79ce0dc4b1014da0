import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LeadsPage } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { leadsProjection, type LeadDocument } from '@gp/projections';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { callLink, leadReplyGreeting, whatsappLink } from '../contact-links';
import { ListLeadsQuery } from './list-leads.query';

/** Reads the leads read model, newest first: a pro's inbox, or every request for an admin. */
@QueryHandler(ListLeadsQuery)
export class ListLeadsHandler implements IQueryHandler<ListLeadsQuery, LeadsPage> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ params, proId }: ListLeadsQuery): Promise<LeadsPage> {
    const leads = this.readStore.collection<LeadDocument>(leadsProjection.collection);
    const filter = {
      ...(proId === null ? {} : { proId }),
      ...(params.answered === undefined ? {} : { answeredAt: params.answered === 'true' ? { $ne: null } : null }),
    };
    return mapPage(await findPage(leads, filter, { sentAt: -1 }, params), (lead) => ({
      id: lead._id,
      proId: lead.proId,
      name: lead.name,
      phoneNumber: lead.phoneNumber,
      message: lead.message,
      lang: lead.lang,
      sentAt: lead.sentAt,
      answeredAt: lead.answeredAt,
      readAt: lead.readAt ?? null,
      replyLinks: {
        whatsapp: whatsappLink(lead.phoneNumber, leadReplyGreeting(lead.name, lead.lang, lead.message)),
        call: callLink(lead.phoneNumber),
      },
    }));
  }
}
