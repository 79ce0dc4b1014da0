import { defineReactor, type Reactor } from '@gp/projections';
import type { JobQueue } from '@gp/shared/server';
import { enqueueLeadNotification } from './notify-pro-of-lead';

export const LEAD_NOTIFICATION = 'lead-notification';

/**
 * LeadSent → the pro's SMS job. A reactor rather than a call in the handler, so a crash between the
 * append and the enqueue loses no text: the reactor resumes from its checkpoint. The job id is the
 * lead id, so a redelivered event enqueues nothing twice.
 */
export function leadNotificationReactor(jobs: JobQueue): Reactor {
  return defineReactor({
    name: LEAD_NOTIFICATION,
    handles: ['LeadSent'],
    async react(event) {
      await enqueueLeadNotification(jobs, event.data.leadId);
      return 0;
    },
  }) as Reactor;
}
