import { defineReactor, type Reactor } from '@gp/projections';
import type { LeadSent } from '@gp/shared';
import type { Clock, JobQueue, KeyValueStore } from '@gp/shared/server';
import { batchLeadText } from './notify-pro-of-leads';

export const LEAD_NOTIFICATION = 'lead-notification';

/**
 * LeadSent → the pro's text of the window (batchLeadText). A reactor rather than a call in the
 * handler, so a crash between the append and the enqueue loses no text: the reactor resumes from its
 * checkpoint, and a redelivered event counts nothing twice.
 */
export function leadNotificationReactor(dependencies: {
  keyValue: KeyValueStore;
  jobs: JobQueue;
  clock: Clock;
  windowMs: number;
}): Reactor {
  return defineReactor({
    name: LEAD_NOTIFICATION,
    handles: ['LeadSent'],
    async react(event) {
      await batchLeadText(dependencies, event.data as LeadSent['data'], dependencies.clock.now().getTime());
      return 0;
    },
  }) as Reactor;
}
