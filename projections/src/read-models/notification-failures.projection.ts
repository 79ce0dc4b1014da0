import type { NotificationFailureReason, NotificationKind } from '@gp/shared';
import { defineProjection } from '../runtime/projection';

/** A notification that could not be sent, for the admin console (issue 36). */
export type NotificationFailureDocument = {
  /** The send-notification job's id: the kind, then the event it was about. */
  _id: string;
  kind: NotificationKind;
  reason: NotificationFailureReason;
  detail: string;
  failedAt: string;
};

export const notificationFailuresProjection = defineProjection({
  name: 'notificationFailures',
  audience: 'private',
  collection: 'notificationFailures',
  handles: ['NotificationFailed'],
  documentId: (event) => event.data.jobId,
  evolve: (_doc: NotificationFailureDocument | null, event): NotificationFailureDocument => ({
    _id: event.data.jobId,
    kind: event.data.kind,
    reason: event.data.reason,
    detail: event.data.detail,
    failedAt: event.data.failedAt,
  }),
  indexes: [{ name: 'failedAt', keys: { failedAt: -1 } }],
});
