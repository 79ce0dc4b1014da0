import { defineProjection } from '../runtime/projection';

/**
 * A client's NO to "did the pro get back to you?" (issue 36), one per request, for the admin
 * console's list of pros who do not answer. A YES records nothing here (it feeds the signals only).
 */
export type UnansweredReportDocument = {
  /** The request's id. */
  _id: string;
  proId: string;
  reportedAt: string;
};

export const unansweredReportsProjection = defineProjection({
  name: 'unansweredReports',
  audience: 'private',
  collection: 'unansweredReports',
  handles: ['LeadAnswerReported'],
  documentId: (event) => (event.data.answered ? null : event.data.leadId),
  evolve: (_doc: UnansweredReportDocument | null, event): UnansweredReportDocument => ({
    _id: event.data.leadId,
    proId: event.data.proId,
    reportedAt: event.data.reportedAt,
  }),
  indexes: [{ name: 'reportedAt', keys: { reportedAt: -1 } }],
});
