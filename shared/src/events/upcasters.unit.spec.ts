import type { StoredEvent } from '../ports/event-store.port';
import { weeklyHoursSchema } from '../schemas/profile.schema';
import { isOpenAt, openRanges } from '../rules/hours';
import { currentEventVersion, upcastEvent, UPCASTERS, V1_DESCRIPTION_DEFAULT_LANG, type Upcaster } from './upcasters';

const stored = (type: string, data: Record<string, unknown>, schemaVersion?: number): StoredEvent => ({
  id: 'e1',
  type,
  data,
  metadata: { actorId: 'u1', ...(schemaVersion ? { schemaVersion } : {}) },
  streamId: 'review-r1',
  revision: 1,
  position: 7,
  recordedAt: '2025-03-05T09:00:00.000Z',
});

describe('upcasting stored events', () => {
  it('reads a HoursSet from before breaks as it is: a day without a break is the current shape (no upcaster, v1)', () => {
    const days = [{ open: '7:00', close: '17:00', isClosed: true }].concat(
      Array.from({ length: 6 }, () => ({ open: '7:00', close: '17:00', isClosed: false })),
    );
    const v1 = stored('HoursSet', { userId: 'u1', hours: days, setAt: 'x' });

    const current = upcastEvent(v1);

    expect(current).toBe(v1);
    expect(currentEventVersion('HoursSet')).toBe(1);
    const hours = weeklyHoursSchema.parse((current.data as { hours: unknown }).hours);
    expect(openRanges(hours[1]!)).toEqual([{ open: '7:00', close: '17:00' }]);
    expect(isOpenAt(hours, { day: 1, minute: 12 * 60 + 30 })).toBe(true);
  });

  it('gives a v1 PhoneNumberVerified (written when a verified number was published by default) the v2 shape, saying so', () => {
    const v1 = stored('PhoneNumberVerified', { userId: 'u1', phoneNumber: '+50688887777', verifiedAt: 'x' });

    const current = upcastEvent(v1);

    expect(current.data).toEqual({
      userId: 'u1',
      phoneNumber: '+50688887777',
      publishedByDefault: true,
      verifiedAt: 'x',
    });
    expect(currentEventVersion('PhoneNumberVerified')).toBe(2);
  });

  it('gives a v1 ReviewAuthorLinked (recorded before anonymousAuthorId existed) the v2 shape, with the field null', () => {
    const v1 = stored('ReviewAuthorLinked', { reviewId: 'r1', contractorId: 'c1', authorId: 'u1', linkedAt: 'x' });

    const current = upcastEvent(v1);

    expect(current.data).toEqual({
      reviewId: 'r1',
      contractorId: 'c1',
      authorId: 'u1',
      anonymousAuthorId: null,
      linkedAt: 'x',
    });
    expect(current.metadata.schemaVersion).toBe(2);
    expect(v1.data).not.toHaveProperty('anonymousAuthorId');
  });

  it("gives a v1 PhotoRejected (free text) the v2 shape: its text becomes the note of the reason 'other'", () => {
    const v1 = stored('PhotoRejected', { userId: 'u1', photoId: 'p1', reason: 'Blurry, sorry', rejectedAt: 'x' });

    const current = upcastEvent(v1);

    expect(current.data).toEqual({
      userId: 'u1',
      photoId: 'p1',
      reason: 'Blurry, sorry',
      reasonCode: 'other',
      rejectedAt: 'x',
    });
    expect(current.metadata.schemaVersion).toBe(2);
    expect(currentEventVersion('PhotoRejected')).toBe(2);
  });

  it('gives a v1 BetaKeyIssued (recorded before keys carried a note) the v2 shape, with no note', () => {
    const current = upcastEvent(stored('BetaKeyIssued', { keyId: 'k1', issuedAt: 'x' }));
    expect(current.data).toEqual({ keyId: 'k1', note: null, issuedAt: 'x' });
    expect(currentEventVersion('BetaKeyIssued')).toBe(2);
  });

  it('gives a v1 LeadSent (recorded before the sender was kept) the v2 shape, with no sender', () => {
    const v1 = stored('LeadSent', {
      leadId: 'l1',
      proId: 'p1',
      name: 'Laura',
      phoneNumber: '+50670001234',
      message: 'Fuga',
      lang: 'es',
      sentAt: 'x',
    });

    const current = upcastEvent(v1);

    expect(current.data).toEqual({
      leadId: 'l1',
      proId: 'p1',
      senderId: null,
      name: 'Laura',
      phoneNumber: '+50670001234',
      message: 'Fuga',
      lang: 'es',
      sentAt: 'x',
    });
    expect(current.metadata.schemaVersion).toBe(2);
    expect(v1.data).not.toHaveProperty('senderId');
    expect(currentEventVersion('LeadSent')).toBe(2);
    const v2 = stored('LeadSent', { ...(current.data as Record<string, unknown>), senderId: 'u9' }, 2);
    expect(upcastEvent(v2)).toBe(v2);
  });

  describe('ProfileDescribed v1 (one text, language unrecorded) → v2 (per language)', () => {
    const v1 = (description: string) => stored('ProfileDescribed', { userId: 'u1', description, describedAt: 'x' });

    it.each([
      ['a Spanish text', 'Fontaneros con 15 años en la costa: fugas, desagües y bombas de agua.', 'es'],
      ['an English text', 'Weekly pool care and AC service for homes and vacation rentals.', 'en'],
      ['a text whose words do not tell (the documented default: Spanish)', 'Playa Fix Tamarindo', 'es'],
    ])('files %s under its language', (_case, text, lang) => {
      const current = upcastEvent(v1(text));

      expect(current.data).toEqual({ userId: 'u1', description: { [lang]: text }, describedAt: 'x' });
      expect(current.metadata.schemaVersion).toBe(2);
    });

    it('reads an empty v1 text as no description, and leaves a v2 event as it is', () => {
      expect(upcastEvent(v1('')).data).toEqual({ userId: 'u1', description: {}, describedAt: 'x' });
      expect(V1_DESCRIPTION_DEFAULT_LANG).toBe('es');
      expect(currentEventVersion('ProfileDescribed')).toBe(2);
      const v2 = stored('ProfileDescribed', { userId: 'u1', description: { en: 'Pools' }, describedAt: 'x' }, 2);
      expect(upcastEvent(v2)).toBe(v2);
    });
  });

  it('leaves a v2 event and an event type without upcasters as they are', () => {
    const v2 = stored(
      'ReviewAuthorLinked',
      { reviewId: 'r1', contractorId: 'c1', authorId: 'u1', anonymousAuthorId: 'anon-1', linkedAt: 'x' },
      2,
    );
    const other = stored('ReviewApproved', { reviewId: 'r1', contractorId: 'c1', approvedAt: 'x' });

    expect(upcastEvent(v2)).toBe(v2);
    expect(upcastEvent(other)).toBe(other);
  });

  it('chains upcasters from the stored version to the current one, in order', () => {
    const chain: Upcaster[] = [
      {
        type: 'ReviewApproved',
        fromVersion: 2,
        upcast: (data) => ({ ...data, steps: [...(data.steps as string[]), '2→3'] }),
      },
      { type: 'ReviewApproved', fromVersion: 1, upcast: (data) => ({ ...data, steps: ['1→2'] }) },
    ];

    expect(upcastEvent(stored('ReviewApproved', { reviewId: 'r1' }), chain).data).toEqual({
      reviewId: 'r1',
      steps: ['1→2', '2→3'],
    });
    expect(upcastEvent(stored('ReviewApproved', { reviewId: 'r1', steps: [] }, 2), chain).data).toEqual({
      reviewId: 'r1',
      steps: ['2→3'],
    });
    expect(currentEventVersion('ReviewApproved', chain)).toBe(3);
  });

  it('writes new events in the version after the last upcaster', () => {
    expect(currentEventVersion('ReviewAuthorLinked', UPCASTERS)).toBe(2);
    expect(currentEventVersion('ReviewSubmitted', UPCASTERS)).toBe(1);
  });
});
