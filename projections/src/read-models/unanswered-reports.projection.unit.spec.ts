import { streamIds, type LeadAnswerReported, type RecordedDomainEvent } from '@gp/shared';
import { unansweredReportsProjection, type UnansweredReportDocument } from './unanswered-reports.projection';

const reported = (leadId: string, answered: boolean, position: number): RecordedDomainEvent<LeadAnswerReported> => ({
  id: `reported-${leadId}`,
  type: 'LeadAnswerReported',
  data: { leadId, proId: 'p1', answered, reportedAt: '2026-11-25T15:00:00.000Z' },
  metadata: { actorId: null },
  recordedAt: '2026-11-25T15:00:00.000Z',
  streamId: streamIds.lead(leadId),
  revision: 3,
  position,
});

/** Given the events, then the documents the console's list reads, by request. */
function given(events: RecordedDomainEvent<LeadAnswerReported>[]): Record<string, UnansweredReportDocument> {
  const docs: Record<string, UnansweredReportDocument> = {};
  for (const event of events) {
    const id = unansweredReportsProjection.documentId(event);
    if (id === null) continue;
    docs[id] = unansweredReportsProjection.evolve(docs[id] ?? null, event)!;
  }
  return docs;
}

describe('unanswered reports projection', () => {
  it("keeps a client's NO, with the pro and when it was said", () => {
    expect(given([reported('l1', false, 1)])).toEqual({
      l1: { _id: 'l1', proId: 'p1', reportedAt: '2026-11-25T15:00:00.000Z' },
    });
  });

  it("keeps nothing for a client's YES", () => {
    expect(given([reported('l1', true, 1)])).toEqual({});
  });

  it('keeps one document for a NO redelivered', () => {
    expect(Object.keys(given([reported('l1', false, 1), reported('l1', false, 1)]))).toEqual(['l1']);
  });
});
