import type { JobContext, JobHandler } from '@gp/shared/server';
import type { Runtime } from './core/core.module';
import { CONFIRM_LEAD_TO_SENDER, confirmLeadToSender } from './modules/contact/jobs/confirm-lead-to-sender';
import { NOTIFY_PRO_OF_LEADS, notifyProOfLeads } from './modules/contact/jobs/notify-pro-of-leads';
import { ERASE_EXPIRED_REQUESTS, eraseExpiredRequests } from './modules/contact/public';
import {
  kindOfJobId,
  recordNotificationFailure,
  SEND_NOTIFICATION,
  sendNotification,
} from './modules/notifications/public';
import { PhoneChallenges } from './modules/phone/challenges/phone-challenges';
import { SEND_VERIFICATION_CODE, sendVerificationCode } from './modules/phone/jobs/send-verification-code';
import {
  DELETE_PHOTO_FILES,
  deletePhotoFiles,
  MAKE_PHOTO_VARIANTS,
  makePhotoVariants,
} from './modules/photos/jobs/photo-jobs';

export type JobCompletedListener = (name: string, jobId: string) => void;

export interface JobProcessors {
  /** Called after a job's processor returned; with the queue's onFailed, says when a job is settled. */
  onCompleted(listener: JobCompletedListener): void;
}

/**
 * Registers every background job processor on the runtime's queue. Runs in the processes that
 * take jobs: 'all' (embedded) and 'worker'. The processors use only the adapters, not Nest.
 */
export function registerJobProcessors(
  runtime: Pick<Runtime, 'adapters' | 'config'>,
  log: (line: string) => void,
): JobProcessors {
  const { jobQueue, blobStore, keyValue, sms, eventStore, clock, keyStore, readStore } = runtime.adapters;
  const listeners: JobCompletedListener[] = [];
  const register = <Data>(name: string, handler: JobHandler<Data>, concurrency: number) =>
    jobQueue.process<Data>(
      name,
      async (data: Data, context: JobContext) => {
        await handler(data, context);
        for (const listener of listeners) listener(name, context.jobId);
      },
      { concurrency },
    );
  // sharp spreads one image over every core already.
  register(MAKE_PHOTO_VARIANTS, makePhotoVariants(blobStore), 1);
  register(DELETE_PHOTO_FILES, deletePhotoFiles(blobStore), 4);
  // Mostly waiting on Twilio: several at once.
  register(
    SEND_VERIFICATION_CODE,
    sendVerificationCode({
      sms,
      challenges: new PhoneChallenges(keyValue, clock),
      publicOrigin: runtime.config.PUBLIC_ORIGIN,
    }),
    8,
  );
  register(
    NOTIFY_PRO_OF_LEADS,
    notifyProOfLeads({ sms, eventStore, keyValue, clock, publicOrigin: runtime.config.PUBLIC_ORIGIN }),
    8,
  );
  register(
    CONFIRM_LEAD_TO_SENDER,
    confirmLeadToSender({ sms, eventStore, keyValue, clock, publicOrigin: runtime.config.PUBLIC_ORIGIN }),
    8,
  );
  register(
    SEND_NOTIFICATION,
    sendNotification({
      sms,
      eventStore,
      keyValue,
      clock,
      jobs: jobQueue,
      publicOrigin: runtime.config.PUBLIC_ORIGIN,
      whatsappTemplates: runtime.config.TWILIO_WHATSAPP_FROM ? runtime.config.TWILIO_WHATSAPP_TEMPLATES : new Map(),
      quietHours: runtime.config.NOTIFICATION_QUIET_HOURS,
    }),
    8,
  );
  // Retention: one run a day, erasing requests one after the other.
  register(ERASE_EXPIRED_REQUESTS, eraseExpiredRequests({ eventStore, keyStore, readStore, jobs: jobQueue, clock }), 1);
  jobQueue.onFailed((name, jobId, error) => {
    log(`Job ${name} ${jobId} failed for good: ${error instanceof Error ? error.stack : String(error)}`);
    const kind = name === SEND_NOTIFICATION ? kindOfJobId(jobId) : null;
    // Listed in the admin console; a failure to record it is logged, as the failure itself was.
    if (kind)
      recordNotificationFailure(eventStore, clock, { jobId, kind, error, final: 'retries-exhausted' }).catch(
        (recordError: unknown) => log(`Could not record the failure of ${jobId}: ${String(recordError)}`),
      );
  });
  return { onCompleted: (listener) => void listeners.push(listener) };
}
