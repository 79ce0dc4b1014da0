/** What other modules (and the process wiring) may use from the contact module. */
export { ContactModule } from './contact.module';
export { ProStatsReader } from './pro-stats';
export { leadNotificationReactor } from './jobs/lead-notification.reactor';
export { leadConfirmationReactor } from './jobs/lead-confirmation.reactor';
export { CONFIRM_LEAD_TO_SENDER, leadConfirmationJobId } from './jobs/confirm-lead-to-sender';
export { leadDecider } from './lead.decider';
export { eraseRequestsOfDeletedAccountsReactor } from './jobs/erase-requests-of-deleted-accounts.reactor';
export {
  ERASE_EXPIRED_REQUESTS,
  eraseExpiredRequests,
  retentionJobId,
  scheduleRequestRetention,
} from './jobs/erase-expired-requests';
