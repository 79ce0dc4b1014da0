/** What other modules (and the process wiring) may use from the contact module. */
export { ContactModule } from './contact.module';
export { ProStatsReader } from './pro-stats';
export { leadNotificationReactor } from './jobs/lead-notification.reactor';
export { leadConfirmationReactor } from './jobs/lead-confirmation.reactor';
