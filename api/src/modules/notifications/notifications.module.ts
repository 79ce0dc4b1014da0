import { Module } from '@nestjs/common';
import { DeliveryStatusController } from './delivery-status/delivery-status.controller';
import { DeliveryStatuses } from './delivery-status/delivery-statuses';
import { InboundMessageController } from './inbound-message/inbound-message.controller';
import { ListNotificationFailuresController } from './list-notification-failures/list-notification-failures.controller';
import { RecordMessagingKeywordHandler } from './record-messaging-keyword/record-messaging-keyword.handler';
import { ListNotificationFailuresHandler } from './list-notification-failures/list-notification-failures.handler';

/**
 * Messages to pros and clients about what happened to them (the notification reactor and the
 * send-notification job, registered by the runtime and registerJobProcessors), the admin's list of
 * those that failed, and Twilio's webhooks about those messages.
 */
@Module({
  controllers: [DeliveryStatusController, InboundMessageController, ListNotificationFailuresController],
  providers: [DeliveryStatuses, ListNotificationFailuresHandler, RecordMessagingKeywordHandler],
})
export class NotificationsModule {}
