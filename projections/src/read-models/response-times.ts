import {
  isPastResponseWindow,
  RESPONSE_MIN_REQUESTS,
  responseSignal,
  type EventOfType,
  type RecordedDomainEvent,
  type RequestResponse,
  type ResponseSignal,
} from '@gp/shared';

/**
 * One request to the pro as the response signals need it (issue 36): when it was sent and the
 * pro's answers. `markedAt` is "answered" as it stands (taken back, it is null again: the undone
 * mark was no answer); `contactedAt` is the first WhatsApp or call from the inbox, which stays.
 * `client` is what the client texted back when asked two days later (absent: never said).
 */
export type RequestTimes = {
  leadId: string;
  sentAt: string;
  markedAt: string | null;
  contactedAt: string | null;
  client?: { answered: boolean; reportedAt: string };
};

/** The lead events that move a pro's response times; `proId` names the pro. */
export const RESPONSE_EVENTS = [
  'LeadSent',
  'LeadAnswered',
  'LeadUnanswered',
  'LeadContacted',
  'LeadAnswerReported',
] as const;
export type ResponseEvent = RecordedDomainEvent<EventOfType<(typeof RESPONSE_EVENTS)[number]>>;

const eventTime = (event: ResponseEvent): string => {
  switch (event.type) {
    case 'LeadSent':
      return event.data.sentAt;
    case 'LeadAnswered':
      return event.data.answeredAt;
    case 'LeadUnanswered':
      return event.data.unansweredAt;
    case 'LeadContacted':
      return event.data.contactedAt;
    case 'LeadAnswerReported':
      return event.data.reportedAt;
  }
};

const changed = (requests: RequestTimes[], leadId: string, change: Partial<RequestTimes>): RequestTimes[] =>
  requests.map((request) => (request.leadId === leadId ? { ...request, ...change } : request));

/**
 * The pro's requests after a lead event. Requests older than the window at the event's time are
 * dropped: every later read is later still, so they can count in no window again, and a document
 * holds at most 90 days of requests.
 */
export function withResponseEvent(requests: RequestTimes[], event: ResponseEvent): RequestTimes[] {
  const at = Date.parse(eventTime(event));
  const kept = requests.filter((request) => !isPastResponseWindow(request.sentAt, at));
  const { leadId } = event.data;
  switch (event.type) {
    case 'LeadSent':
      if (kept.some((request) => request.leadId === leadId)) return kept;
      return [...kept, { leadId, sentAt: event.data.sentAt, markedAt: null, contactedAt: null }];
    case 'LeadAnswered':
      return changed(kept, leadId, { markedAt: event.data.answeredAt });
    case 'LeadUnanswered':
      return changed(kept, leadId, { markedAt: null });
    case 'LeadContacted':
      return kept.map((request) =>
        request.leadId === leadId && request.contactedAt === null
          ? { ...request, contactedAt: event.data.contactedAt }
          : request,
      );
    case 'LeadAnswerReported':
      return changed(kept, leadId, {
        client: { answered: event.data.answered, reportedAt: event.data.reportedAt },
      });
  }
}

/**
 * Each request with the pro's first answer: the earlier of the standing mark and the first contact,
 * unless the client said otherwise. The client is the one who knows whether they heard back, and
 * the signals are never the pro's own claim: a client's NO makes the request unanswered even when
 * the pro marked it answered or tapped Call (a tap is not a conversation); a client's YES on a
 * request the pro never marked counts it answered when the client said so, at the latest (the
 * answer came some time before; an earlier mark or contact stays the time).
 */
export const requestResponses = (requests: readonly RequestTimes[]): RequestResponse[] =>
  requests.map(({ leadId, sentAt, markedAt, contactedAt, client }) => {
    const byPro = markedAt === null || (contactedAt !== null && contactedAt < markedAt) ? contactedAt : markedAt;
    if (!client) return { leadId, sentAt, answeredAt: byPro };
    if (!client.answered) return { leadId, sentAt, answeredAt: null };
    return { leadId, sentAt, answeredAt: byPro !== null && byPro < client.reportedAt ? byPro : client.reportedAt };
  });

/** The pro's response signal read at `nowMs`, from the request times a read model holds. */
export const responseSignalAt = (requests: readonly RequestTimes[], nowMs: number): ResponseSignal | null =>
  // Too few to count whatever their times: most pros, and a directory read asks for each of them.
  requests.length < RESPONSE_MIN_REQUESTS ? null : responseSignal(requestResponses(requests), nowMs);
