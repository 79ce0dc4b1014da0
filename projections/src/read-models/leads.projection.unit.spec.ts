import { upcastEvent, type RecordedDomainEvent } from '@gp/shared';
import { contactStatsProjection, type ContactStatsDocument } from './contact-stats.projection';
import { leadsProjection, type LeadDocument } from './leads.projection';

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
    recordedAt: '2026-11-22T10:00:00.000Z',
  }) as unknown as RecordedDomainEvent;

const sent = (leadId: string, sentAt = '2026-11-22T10:00:00.000Z', senderId: string | null = 'client-1') =>
  recorded('LeadSent', {
    leadId,
    proId: 'p1',
    senderId,
    name: 'Laura </script>',
    phoneNumber: '+50688887777',
    message: 'Fuga en la cocina $&',
    lang: 'es',
    sentAt,
  });
const tap = (channel: string, requestedAt = '2026-11-22T23:59:59.000Z') =>
  recorded('ContactRequested', { proId: 'p1', channel, requestedAt });

describe('leads projection', () => {
  const fold = (events: RecordedDomainEvent[]) =>
    events.reduce<LeadDocument | null>((doc, event) => leadsProjection.evolve(doc, event as never), null);

  it('keeps a request as sent, unanswered, under its lead id', () => {
    expect(leadsProjection.documentId(sent('l1') as never)).toBe('l1');
    expect(fold([sent('l1')])).toEqual({
      _id: 'l1',
      proId: 'p1',
      senderId: 'client-1',
      name: 'Laura </script>',
      phoneNumber: '+50688887777',
      message: 'Fuga en la cocina $&',
      lang: 'es',
      sentAt: '2026-11-22T10:00:00.000Z',
      answeredAt: null,
      readAt: null,
    });
  });

  it('keeps no sender for a visitor without a session, and for a request recorded before senders were kept (v1)', () => {
    expect(fold([sent('l1', undefined, null)])?.senderId).toBeNull();
    const { senderId: _, ...v1Data } = (sent('l2') as unknown as { data: Record<string, unknown> }).data;
    const v1 = recorded('LeadSent', v1Data);
    expect(fold([upcastEvent(v1)])).toMatchObject({ _id: 'l2', proId: 'p1', senderId: null });
  });

  it("indexes the sender's requests newest first", () => {
    expect(leadsProjection.indexes).toContainEqual({ name: 'senderId_sentAt', keys: { senderId: 1, sentAt: -1 } });
  });

  it('marks it answered', () => {
    expect(
      fold([
        sent('l1'),
        recorded('LeadAnswered', { leadId: 'l1', proId: 'p1', answeredAt: '2026-11-23T08:00:00.000Z' }),
      ])?.answeredAt,
    ).toBe('2026-11-23T08:00:00.000Z');
  });

  it('opens it again when "answered" is taken back, and keeps when the pro first saw it', () => {
    const doc = fold([
      sent('l1'),
      recorded('LeadRead', { leadId: 'l1', proId: 'p1', readAt: '2026-11-23T07:00:00.000Z' }),
      recorded('LeadAnswered', { leadId: 'l1', proId: 'p1', answeredAt: '2026-11-23T08:00:00.000Z' }),
      recorded('LeadUnanswered', { leadId: 'l1', proId: 'p1', unansweredAt: '2026-11-23T09:00:00.000Z' }),
    ]);
    expect(doc).toMatchObject({ answeredAt: null, readAt: '2026-11-23T07:00:00.000Z' });
  });

  it('drops an erased request, whatever the reason, so nothing keeps its name, number or message', () => {
    const erased = (reason: string) =>
      recorded('LeadErased', { leadId: 'l1', proId: 'p1', reason, erasedAt: '2026-11-24T08:00:00.000Z' });
    for (const reason of ['retention', 'withdrawn-by-client', 'deleted-by-pro', 'sender-deleted', 'pro-deleted'])
      expect(
        fold([
          sent('l1'),
          recorded('LeadRead', { leadId: 'l1', proId: 'p1', readAt: '2026-11-23T07:00:00.000Z' }),
          recorded('LeadAnswered', { leadId: 'l1', proId: 'p1', answeredAt: '2026-11-23T08:00:00.000Z' }),
          erased(reason),
        ]),
      ).toBeNull();
    // Redelivered after the document is gone, it still deletes nothing more.
    expect(leadsProjection.evolve(null, erased('retention') as never)).toBeNull();
  });

  it('ends the same when rebuilt from the log, whose request then reads erased', () => {
    const erasure = recorded('LeadErased', {
      leadId: 'l1',
      proId: 'p1',
      reason: 'deleted-by-pro',
      erasedAt: '2026-11-24T08:00:00.000Z',
    });
    const live = fold([sent('l1'), erasure]);
    const readErased = recorded('LeadSent', {
      ...(sent('l1') as unknown as { data: Record<string, unknown> }).data,
      name: '',
      phoneNumber: '',
      message: '',
    });
    expect(fold([readErased, erasure])).toEqual(live);
  });

  it("counts a pro's unread requests along an index", () => {
    expect(leadsProjection.indexes).toContainEqual({ name: 'proId_readAt', keys: { proId: 1, readAt: 1 } });
  });
});

describe('contact stats projection', () => {
  const fold = (events: RecordedDomainEvent[]) =>
    events.reduce<ContactStatsDocument | null>(
      (doc, event) => contactStatsProjection.evolve(doc, event as never),
      null,
    );

  it('counts taps per channel and requests in one document per pro and UTC day', () => {
    const events = [tap('whatsapp'), tap('whatsapp'), tap('call'), sent('l1'), sent('l2')];
    expect(new Set(events.map((event) => contactStatsProjection.documentId(event as never)))).toEqual(
      new Set(['p1:2026-11-22']),
    );
    expect(fold(events)).toEqual({
      _id: 'p1:2026-11-22',
      proId: 'p1',
      day: '2026-11-22',
      whatsappTaps: 2,
      callTaps: 1,
      leads: 2,
    });
  });

  it('starts a new document on the next UTC day', () => {
    expect(contactStatsProjection.documentId(tap('call', '2026-11-23T00:00:00.000Z') as never)).toBe('p1:2026-11-23');
  });

  it('keeps counting a request after it is erased', () => {
    const erased = recorded('LeadErased', {
      leadId: 'l1',
      proId: 'p1',
      reason: 'retention',
      erasedAt: '2026-11-24T08:00:00.000Z',
    });
    expect(contactStatsProjection.handles).not.toContain('LeadErased');
    expect(
      fold([sent('l1'), erased].filter((event) => contactStatsProjection.handles.includes(event.type as never))),
    ).toMatchObject({ leads: 1 });
  });

  it('holds no personal data of the client', () => {
    expect(JSON.stringify(fold([sent('l1')]))).not.toMatch(/Laura|8888|Fuga/);
  });
});
