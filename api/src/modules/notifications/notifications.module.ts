import { Module } from '@nestjs/common';
import { DeliveryStatusController } from './delivery-status/delivery-status.controller';
import { DeliveryStatuses } from './delivery-status/delivery-statuses';

/** Messages to pros and clients about what happened to them, and Twilio's webhooks about those messages. */
@Module({
  controllers: [DeliveryStatusController],
  providers: [DeliveryStatuses],
})
export class NotificationsModule {}
