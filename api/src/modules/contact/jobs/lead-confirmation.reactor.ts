import { defineReactor, type Reactor } from '@gp/projections';
import type { Clock, JobQueue } from '@gp/shared/server';
import { enqueueLeadConfirmation } from './confirm-lead-to-sender';

export const LEAD_CONFIRMATION = 'lead-confirmation';

/**
 * LeadSent → one text to the number the visitor left (confirm-lead-to-sender). A reactor rather than a
 * call in the handler, so a crash between the append and the enqueue loses no text; a redelivered
 * event enqueues the same job id, and the job sends once per lead.
 */
export function leadConfirmationReactor(dependencies: { jobs: JobQueue; clock: Clock }): Reactor {
  return defineReactor({
    name: LEAD_CONFIRMATION,
    handles: ['LeadSent'],
    async react({ data }) {
      await enqueueLeadConfirmation(dependencies.jobs, data, dependencies.clock.now().getTime());
      return 0;
    },
  }) as Reactor;
}
