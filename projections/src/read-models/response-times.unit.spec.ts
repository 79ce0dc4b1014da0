import { responseSignal, type RecordedDomainEvent, type ResponseSignal } from '@gp/shared';
import { directoryProjection, type DirectoryDocument } from './directory.projection';
import { profilesProjection, type ProfileDocument } from './profiles.projection';
import { requestResponses } from './response-times';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>) =>
  ({
    id: `e${++position}`,
    type,
    data,
    metadata: { actorId: null },
    streamId: 's',
    revision: position,
    position,
    recordedAt: 'x',
  }) as unknown as RecordedDomainEvent;

const T0 = Date.parse('2026-08-01T08:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(T0 + ms).toISOString();

const registered = recorded('UserRegistered', {
  userId: 'p1',
  email: 'pro@example.com',
  isAnonymous: false,
  preferredLang: 'es',
  registeredAt: at(0),
});
const sent = (leadId: string, when: number) =>
  recorded('LeadSent', {
    leadId,
    proId: 'p1',
    senderId: null,
    name: 'Laura',
    phoneNumber: '+50688887777',
    message: 'Fuga',
    lang: 'es',
    sentAt: at(when),
  });
const marked = (leadId: string, when: number) =>
  recorded('LeadAnswered', { leadId, proId: 'p1', answeredAt: at(when) });
const unmarked = (leadId: string, when: number) =>
  recorded('LeadUnanswered', { leadId, proId: 'p1', unansweredAt: at(when) });
const contacted = (leadId: string, when: number, channel = 'whatsapp') =>
  recorded('LeadContacted', { leadId, proId: 'p1', channel, contactedAt: at(when) });
const reported = (leadId: string, when: number, answered: boolean) =>
  recorded('LeadAnswerReported', { leadId, proId: 'p1', answered, reportedAt: at(when) });

/**
 * Given the events, when a visitor reads at `now`: the signal both read models give (the
 * directory's card and the profile page fold the same events into the same request times).
 */
function given(events: RecordedDomainEvent[]) {
  const fold = <D>(projection: {
    documentId: (e: never) => string | null;
    evolve: (d: D | null, e: never) => D | null;
  }) =>
    events.reduce<D | null>((doc, event) => {
      expect(projection.documentId(event as never)).toBe('p1');
      return projection.evolve(doc, event as never);
    }, null);
  const directory = fold<DirectoryDocument>(directoryProjection)!;
  const profile = fold<ProfileDocument>(profilesProjection)!;
  expect(profile.responseTimes).toEqual(directory.responseTimes);
  return {
    responseTimes: directory.responseTimes,
    readAt: (now: number): ResponseSignal | null => responseSignal(requestResponses(directory.responseTimes), T0 + now),
  };
}

/** Three requests a day apart, each sent at 08:00 on day 1, 2 and 3. */
const threeSent = [sent('l1', DAY), sent('l2', 2 * DAY), sent('l3', 3 * DAY)];

describe('response signals projection (directory and profile)', () => {
  it('keeps counting a request after it is erased: the erasure is no response and changes no figure', () => {
    // The projector hands a projection only the events it handles.
    for (const projection of [directoryProjection, profilesProjection])
      expect(projection.handles).not.toContain('LeadErased');
    const before = given([registered, ...threeSent, marked('l1', DAY + 2 * HOUR)]);
    const erasure = recorded('LeadErased', { leadId: 'l1', proId: 'p1', reason: 'retention', erasedAt: at(4 * DAY) });
    const handled = [registered, ...threeSent, marked('l1', DAY + 2 * HOUR), erasure].filter((event) =>
      directoryProjection.handles.includes(event.type as never),
    );
    expect(given(handled).responseTimes).toEqual(before.responseTimes);
  });
  it('answered: marking answered counts from the request to the mark', () => {
    const signal = given([
      registered,
      ...threeSent,
      marked('l1', DAY + 2 * HOUR),
      marked('l2', 2 * DAY + 30 * 60_000),
      marked('l3', 3 * DAY + 5 * HOUR),
    ]).readAt(10 * DAY);
    expect(signal).toEqual({ requests: 3, medianMinutes: 120, answeredWithinDayPercent: 100 });
  });

  it('answered by contact: a WhatsApp or a call from the inbox is an answer, the earlier of it and the mark counts', () => {
    const signal = given([
      registered,
      ...threeSent,
      contacted('l1', DAY + 10 * 60_000),
      marked('l1', DAY + 3 * HOUR),
      marked('l2', 2 * DAY + 20 * 60_000),
      contacted('l2', 2 * DAY + HOUR, 'call'),
      contacted('l3', 3 * DAY + 15 * 60_000, 'call'),
    ]).readAt(10 * DAY);
    expect(signal).toEqual({ requests: 3, medianMinutes: 15, answeredWithinDayPercent: 100 });
  });

  it('unanswered: a request nobody answered counts against the share and, when most are, leaves no median', () => {
    expect(given([registered, ...threeSent, marked('l1', DAY + HOUR)]).readAt(10 * DAY)).toEqual({
      requests: 3,
      medianMinutes: null,
      answeredWithinDayPercent: 33,
    });
    expect(
      given([registered, ...threeSent, marked('l1', DAY + HOUR), marked('l2', 2 * DAY + 2 * DAY)]).readAt(10 * DAY),
    ).toEqual({ requests: 3, medianMinutes: 2 * 24 * 60, answeredWithinDayPercent: 33 });
  });

  it('too few: two requests show nothing, however quickly answered; a third still within its first day waits', () => {
    const two = [registered, sent('l1', DAY), sent('l2', 2 * DAY), marked('l1', DAY + 60_000), marked('l2', 2 * DAY)];
    expect(given(two).readAt(10 * DAY)).toBeNull();
    expect(given([...two, sent('l3', 10 * DAY - HOUR)]).readAt(10 * DAY)).toBeNull();
    expect(given([...two, sent('l3', 10 * DAY - HOUR)]).readAt(11 * DAY)).toMatchObject({ requests: 3 });
  });

  it('window edges: the last 90 days before the read, sliding with the clock', () => {
    const events = [registered, ...threeSent, ...['l1', 'l2', 'l3'].map((id, i) => marked(id, (i + 1) * DAY + HOUR))];
    expect(given(events).readAt(DAY + 90 * DAY - 1)).toMatchObject({ requests: 3 });
    // At exactly 90 days after l1 it has left the window: two remain, which is too few.
    expect(given(events).readAt(DAY + 90 * DAY)).toBeNull();
  });

  it('undo: "answered" taken back is no answer, and marked again counts once, from the new mark', () => {
    const undone = given([
      registered,
      ...threeSent,
      marked('l1', DAY + 5 * 60_000),
      unmarked('l1', DAY + 10 * 60_000),
      marked('l2', 2 * DAY + HOUR),
      marked('l3', 3 * DAY + HOUR),
    ]);
    expect(undone.responseTimes.filter((request) => request.leadId === 'l1')).toHaveLength(1);
    expect(undone.readAt(10 * DAY)).toEqual({ requests: 3, medianMinutes: 60, answeredWithinDayPercent: 66 });
    const markedAgain = given([
      registered,
      ...threeSent,
      marked('l1', DAY + 5 * 60_000),
      unmarked('l1', DAY + 10 * 60_000),
      marked('l1', DAY + 30 * HOUR),
      marked('l2', 2 * DAY + HOUR),
      marked('l3', 3 * DAY + HOUR),
    ]).readAt(10 * DAY);
    expect(markedAgain).toEqual({ requests: 3, medianMinutes: 60, answeredWithinDayPercent: 66 });
  });

  it('undo: taking back "answered" leaves a WhatsApp or call the pro made, which happened', () => {
    const signal = given([
      registered,
      ...threeSent,
      contacted('l1', DAY + 20 * 60_000),
      marked('l1', DAY + 30 * 60_000),
      unmarked('l1', DAY + 40 * 60_000),
      contacted('l2', 2 * DAY + 20 * 60_000),
      contacted('l3', 3 * DAY + 20 * 60_000),
      contacted('l3', 3 * DAY + 50 * 60_000, 'call'),
    ]).readAt(10 * DAY);
    expect(signal).toEqual({ requests: 3, medianMinutes: 20, answeredWithinDayPercent: 100 });
  });

  it("client's YES: a request the pro never marked counts answered when the client said so, an earlier answer keeps its time", () => {
    const signal = given([
      registered,
      ...threeSent,
      // Asked two days later, the client says the pro got back to them.
      reported('l1', 3 * DAY, true),
      marked('l2', 2 * DAY + 30 * 60_000),
      reported('l2', 4 * DAY, true),
      marked('l3', 3 * DAY + HOUR),
    ]).readAt(10 * DAY);
    // l1 counts 48 h (at the report, at most), l2 keeps its 30 min, l3 its hour: the median is l3's.
    expect(signal).toEqual({ requests: 3, medianMinutes: 60, answeredWithinDayPercent: 66 });
  });

  it("client's NO: the request is unanswered, even when the pro marked it answered or tapped Call", () => {
    const signal = given([
      registered,
      ...threeSent,
      marked('l1', DAY + 10 * 60_000),
      reported('l1', 3 * DAY, false),
      contacted('l2', 2 * DAY + 5 * 60_000, 'call'),
      reported('l2', 4 * DAY, false),
      marked('l3', 3 * DAY + HOUR),
      reported('l3', 5 * DAY, false),
    ]);
    expect(signal.readAt(10 * DAY)).toEqual({ requests: 3, medianMinutes: null, answeredWithinDayPercent: 0 });
    // Without the client's word the same marks read as answered within the hour.
    expect(
      given([
        registered,
        ...threeSent,
        marked('l1', DAY + 10 * 60_000),
        contacted('l2', 2 * DAY + 5 * 60_000, 'call'),
        marked('l3', 3 * DAY + HOUR),
      ]).readAt(10 * DAY),
    ).toEqual({ requests: 3, medianMinutes: 10, answeredWithinDayPercent: 100 });
  });

  it("keeps the client's word on the request, and ignores it for a request the window no longer holds", () => {
    expect(given([registered, sent('l1', DAY), reported('l1', 3 * DAY, false)]).responseTimes).toEqual([
      {
        leadId: 'l1',
        sentAt: at(DAY),
        markedAt: null,
        contactedAt: null,
        client: { answered: false, reportedAt: at(3 * DAY) },
      },
    ]);
    const { responseTimes } = given([
      registered,
      sent('l1', DAY),
      sent('l2', 95 * DAY),
      reported('l1', 95 * DAY, true),
    ]);
    expect(responseTimes.map((request) => request.leadId)).toEqual(['l2']);
  });

  it('keeps a redelivered request once, and drops requests the window can never hold again', () => {
    const { responseTimes } = given([registered, sent('l1', DAY), sent('l1', DAY), sent('l2', 95 * DAY)]);
    expect(responseTimes).toEqual([{ leadId: 'l2', sentAt: at(95 * DAY), markedAt: null, contactedAt: null }]);
  });

  it("ignores an answer to a request it no longer holds, and a pro's account deleted", () => {
    const { responseTimes } = given([registered, sent('l1', DAY), sent('l2', 95 * DAY), marked('l1', 95 * DAY)]);
    expect(responseTimes.map((request) => request.leadId)).toEqual(['l2']);
    const deleted = recorded('AccountDeleted', { userId: 'p1', deletedAt: at(2 * DAY) });
    expect(directoryProjection.evolve(null, sent('l9', 3 * DAY) as never)).toBeNull();
    expect(
      profilesProjection.evolve(profilesProjection.evolve(null, deleted as never), sent('l9', 3 * DAY) as never),
    ).toBeNull();
  });
});
