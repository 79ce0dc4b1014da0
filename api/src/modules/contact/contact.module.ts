import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/public';
import { AnswerLeadController } from './answer-lead/answer-lead.controller';
import { AnswerLeadHandler } from './answer-lead/answer-lead.handler';
import { ContactLeadController } from './contact-lead/contact-lead.controller';
import { ContactLeadHandler } from './contact-lead/contact-lead.handler';
import { CountUnreadLeadsController } from './count-unread-leads/count-unread-leads.controller';
import { CountUnreadLeadsHandler } from './count-unread-leads/count-unread-leads.handler';
import { ReadLeadController } from './read-lead/read-lead.controller';
import { ReadLeadHandler } from './read-lead/read-lead.handler';
import { UnanswerLeadController } from './unanswer-lead/unanswer-lead.controller';
import { UnanswerLeadHandler } from './unanswer-lead/unanswer-lead.handler';
import { GetContactLinksController } from './get-contact-links/get-contact-links.controller';
import { GetContactLinksHandler } from './get-contact-links/get-contact-links.handler';
import { GetProStatsController } from './get-pro-stats/get-pro-stats.controller';
import { GetProStatsHandler } from './get-pro-stats/get-pro-stats.handler';
import { ListLeadsController } from './list-leads/list-leads.controller';
import { ListLeadsHandler } from './list-leads/list-leads.handler';
import { ListSentRequestsController } from './list-sent-requests/list-sent-requests.controller';
import { ListSentRequestsHandler } from './list-sent-requests/list-sent-requests.handler';
import { ContactTaps } from './contact-taps';
import { DeleteLeadController } from './delete-lead/delete-lead.controller';
import { EraseLeadHandler } from './erase-lead/erase-lead.handler';
import { WithdrawSentRequestController } from './withdraw-sent-request/withdraw-sent-request.controller';
import { ProReachReader } from './pro-reach';
import { ProStatsReader } from './pro-stats';
import { RequestContactController } from './request-contact/request-contact.controller';
import { RequestContactHandler } from './request-contact/request-contact.handler';
import { SendLeadController } from './send-lead/send-lead.controller';
import { SendLeadHandler } from './send-lead/send-lead.handler';
import { SetContactPreferencesController } from './set-contact-preferences/set-contact-preferences.controller';
import { SetContactPreferencesHandler } from './set-contact-preferences/set-contact-preferences.handler';

/**
 * Contacting a pro: contact preferences, WhatsApp/call links and taps, requests (leads) with the
 * pro's inbox and the sender's own list, and the pro's 30-day figures. The pro's SMS is the notify-pro-of-lead job
 * (jobs/notify-pro-of-lead.ts), registered by registerJobProcessors.
 */
@Module({
  imports: [ProfilesModule],
  controllers: [
    SetContactPreferencesController,
    GetContactLinksController,
    RequestContactController,
    SendLeadController,
    ListLeadsController,
    ListSentRequestsController,
    AnswerLeadController,
    UnanswerLeadController,
    ReadLeadController,
    ContactLeadController,
    CountUnreadLeadsController,
    GetProStatsController,
    DeleteLeadController,
    WithdrawSentRequestController,
  ],
  providers: [
    ProReachReader,
    ProStatsReader,
    ContactTaps,
    SetContactPreferencesHandler,
    GetContactLinksHandler,
    RequestContactHandler,
    SendLeadHandler,
    ListLeadsHandler,
    ListSentRequestsHandler,
    AnswerLeadHandler,
    UnanswerLeadHandler,
    ReadLeadHandler,
    ContactLeadHandler,
    CountUnreadLeadsHandler,
    GetProStatsHandler,
    EraseLeadHandler,
  ],
  exports: [ProStatsReader],
})
export class ContactModule {}
