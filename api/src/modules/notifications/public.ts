/** What the runtime uses from the notifications module: its reactor and its job. */
export { notificationReactor, kindOfJobId } from './jobs/notification.reactor';
export { SEND_NOTIFICATION, recordNotificationFailure, sendNotification } from './jobs/send-notification';
