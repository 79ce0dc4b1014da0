import { Module } from '@nestjs/common';
import { DeliveryStatusController } from './delivery-status/delivery-status.controller';
import { DeliveryStatuses } from './delivery-status/delivery-statuses';
import { InboundMessageController } from './inbound-message/inbound-message.controller';
import { ListNotificationFailuresController } from './list-notification-failures/list-notification-failures.controller';
import { RecordMessagingKeywordHandler } from './record-messaging-keyword/record-messaging-keyword.handler';
import { ListNotificationFailuresHandler } from './list-notification-failures/list-notification-failures.handler';
import { ReportLeadAnswerHandler } from './report-lead-answer/report-lead-answer.handler';
import { ListUnansweredReportsController } from './list-unanswered-reports/list-unanswered-reports.controller';
import { ListUnansweredReportsHandler } from './list-unanswered-reports/list-unanswered-reports.handler';

/**
 * Messages to pros and clients about what happened to them (the notification reactor and the
 * send-notification job, registered by the runtime and registerJobProcessors), the admin's list of
 * those that failed, Twilio's webhooks about those messages (STOP and START, a client's YES or NO
 * to "did the pro get back to you?") and the admin's list of pros clients said did not answer.
 */
@Module({
  controllers: [
    DeliveryStatusController,
    InboundMessageController,
    ListNotificationFailuresController,
    ListUnansweredReportsController,
  ],
  providers: [
    DeliveryStatuses,
    ListNotificationFailuresHandler,
    ListUnansweredReportsHandler,
    RecordMessagingKeywordHandler,
    ReportLeadAnswerHandler,
  ],
})
export class NotificationsModule {}
