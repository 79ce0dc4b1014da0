import { defaultHours, upcastEvent, type RecordedDomainEvent } from '@gp/shared';
import { directoryProjection, weekHourOf, type DirectoryDocument } from './directory.projection';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>) =>
  ({
    id: `e${++position}`,
    type,
    data,
    metadata: { actorId: null },
    streamId: 'user-u1',
    revision: position,
    position,
    recordedAt: 'x',
  }) as unknown as RecordedDomainEvent;
const fold = (events: RecordedDomainEvent[], from: DirectoryDocument | null = null) =>
  events.reduce<DirectoryDocument | null>((doc, event) => {
    expect(directoryProjection.documentId(event as never)).toBe('u1');
    return directoryProjection.evolve(doc, event as never);
  }, from);

const registered = recorded('UserRegistered', {
  userId: 'u1',
  email: 'ana@example.com',
  isAnonymous: false,
  preferredLang: 'es',
  registeredAt: '2026-11-01T10:00:00.000Z',
});
const submitted = (reviewId: string, rating: number) =>
  recorded('ReviewSubmitted', {
    reviewId,
    contractorId: 'u1',
    authorId: `a-${reviewId}`,
    authorIsAnonymous: false,
    authorName: 'Ana',
    statedEmail: 'ana@example.com',
    rating,
    title: 't',
    body: 'b',
    submittedAt: 'x',
  });
const approved = (reviewId: string) => recorded('ReviewApproved', { reviewId, contractorId: 'u1', approvedAt: 'x' });
const unapproved = (reviewId: string) =>
  recorded('ReviewUnapproved', { reviewId, contractorId: 'u1', unapprovedAt: 'x' });
const threeLiveReviews = ['r1', 'r2', 'r3'].flatMap((reviewId, index) => [
  submitted(reviewId, 5 - index),
  approved(reviewId),
]);
const proRole = recorded('ContractorRoleAssigned', { userId: 'u1', assignedAt: 'x' });
const profile = [
  registered,
  proRole,
  recorded('DisplayNameChanged', { userId: 'u1', displayName: 'Plomería Nosara', changedAt: 'x' }),
  recorded('ProfileDescribed', { userId: 'u1', description: { es: 'Reparamos fugas y bombas' }, describedAt: 'x' }),
  recorded('ServicesChosen', { userId: 'u1', serviceIds: ['plumbing'], chosenAt: 'x' }),
  recorded('ZonesChosen', { userId: 'u1', zoneIds: ['nosara', 'santa-cruz'], chosenAt: 'x' }),
  recorded('SpokenLanguagesChosen', { userId: 'u1', languageCodes: ['es', 'en'], chosenAt: 'x' }),
  recorded('HoursSet', { userId: 'u1', hours: defaultHours(), setAt: 'x' }),
];

describe('directory projection', () => {
  it('holds a profile that is not public yet, unlisted, with its derived facts ready', () => {
    const doc = fold(profile)!;
    expect(doc).toMatchObject({ isPublic: false, ratingCount: 0, ratingAverage: null, displayName: 'Plomería Nosara' });
    // A town brings its canton; a canton brings every place in it.
    expect(doc.zoneKeys).toEqual(
      expect.arrayContaining(['nosara', 'nicoya', 'santa-cruz', 'tamarindo', 'playa-junquillal']),
    );
    expect(doc.zoneKeys).not.toContain('playa-guiones');
    expect(doc.serviceKeys).toEqual(['plumbing', 'plumbing-and-water']);
    expect(doc.searchText).toContain('fontaneria');
    expect(doc.searchText).toContain('plumber');
    expect(doc.searchText).toContain('plomeria nosara');
    // Spec default hours: 7:00–17:00, Sunday closed.
    expect(doc.openingSpans).toHaveLength(6);
    expect(doc.openingSpans[0]).toEqual({ day: 1, open: 420, close: 1020 });
    // Each hour of the week with an open minute: Monday 7:00 to 16:59 is hours 31 to 40.
    expect(doc.openHours.filter((hour) => hour < 48)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(doc.openHours).toHaveLength(60);
  });

  it('indexes the description in every language the pro wrote it, and forgets a language cleared', () => {
    const described = (description: Record<string, string>) =>
      recorded('ProfileDescribed', { userId: 'u1', description, describedAt: 'y' });
    const both = fold([...profile, described({ en: 'Leak repairs, fast', es: 'Reparación de fugas, rápido' })])!;
    expect(both.description).toEqual({ en: 'Leak repairs, fast', es: 'Reparación de fugas, rápido' });
    expect(both.searchText).toContain('leak repairs, fast');
    expect(both.searchText).toContain('reparacion de fugas, rapido');

    const englishOnly = fold([described({ en: 'Leak repairs, fast' })], both)!;
    expect(englishOnly.searchText).toContain('leak repairs');
    expect(englishOnly.searchText).not.toContain('reparacion');
    expect(englishOnly.searchText).toContain('plomeria nosara');
  });

  it('keys "open now" by the hour of the week, including the partial hours at either end of a day', () => {
    const hours = defaultHours().map((day, index) =>
      index === 0
        ? day
        : index === 6
          ? { open: '0:00', close: '23:45', isClosed: false }
          : { open: '8:15', close: '12:30', isClosed: false },
    );
    const doc = fold([...profile, recorded('HoursSet', { userId: 'u1', hours, setAt: 'y' })])!;
    expect(doc.openHours.filter((hour) => hour >= 24 && hour < 48)).toEqual([32, 33, 34, 35, 36]);
    expect(doc.openHours.filter((hour) => hour >= 144)).toEqual(Array.from({ length: 24 }, (_, hour) => 144 + hour));
    expect(doc.openHours.some((hour) => hour < 24)).toBe(false);
    expect(weekHourOf(1, 8 * 60 + 15)).toBe(32);
    expect(weekHourOf(1, 12 * 60 + 29)).toBe(36);
  });

  it('spans a day with a break as its two ranges, the break hour out of the "open now" keys', () => {
    const hours = defaultHours().map((day, index) =>
      index === 1
        ? { ...day, breakStart: '12:00', breakEnd: '13:00' }
        : index === 2
          ? { ...day, breakStart: '12:15', breakEnd: '12:45' }
          : day,
    );
    const doc = fold([...profile, recorded('HoursSet', { userId: 'u1', hours, setAt: 'y' })])!;
    expect(doc.openingSpans.filter((span) => span.day === 1)).toEqual([
      { day: 1, open: 7 * 60, close: 12 * 60 },
      { day: 1, open: 13 * 60, close: 17 * 60 },
    ]);
    expect(doc.openingSpans.filter((span) => span.day === 3)).toEqual([{ day: 3, open: 420, close: 1020 }]);
    // Monday 12:00 to 12:59 is closed all hour: hour 36 is left out; Tuesday's 12:00 hour has open minutes.
    expect(doc.openHours.filter((hour) => hour >= 24 && hour < 48)).toEqual([31, 32, 33, 34, 35, 37, 38, 39, 40]);
    expect(doc.openHours.filter((hour) => hour >= 48 && hour < 72)).toEqual([55, 56, 57, 58, 59, 60, 61, 62, 63, 64]);
  });

  it('becomes public at the third live review, with its rating and Bayesian score', () => {
    const doc = fold([...profile, ...threeLiveReviews])!;
    expect(doc).toMatchObject({ isPublic: true, ratingCount: 3, ratingAverage: 4 });
    expect(doc.ratingScore).toBeCloseTo((4 * 5 + 12) / 8);
  });

  it("lists a pro's profile only while the account is a pro (issue 15)", () => {
    const clientAgain = recorded('ContractorRoleRevoked', { userId: 'u1', revokedAt: 'x' });
    expect(fold([...profile, ...threeLiveReviews, clientAgain])).toMatchObject({ isPublic: false, ratingCount: 3 });
    expect(fold([...profile, ...threeLiveReviews, clientAgain, proRole])).toMatchObject({ isPublic: true });
    expect(fold([registered, ...threeLiveReviews])).toMatchObject({ isPublic: false, isContractor: false });
  });

  it('leaves the directory when a removal, an edit or a withdrawal takes it under three live reviews, and returns on restore', () => {
    const live = [...profile, ...threeLiveReviews];
    const review = (type: string, data: Record<string, unknown>) =>
      recorded(type, { reviewId: 'r3', contractorId: 'u1', ...data });
    const removed = review('ReviewRemoved', { reasonCode: 'not-genuine', note: null, removedAt: 'x' });
    expect(fold([...live, removed])).toMatchObject({ isPublic: false, ratingCount: 2, ratingAverage: 4.5 });
    expect(fold([...live, removed, review('ReviewRestored', { restoredAt: 'x' })])).toMatchObject({
      isPublic: true,
      ratingCount: 3,
      ratingAverage: 4,
    });
    const edited = review('ReviewEdited', { rating: 1, title: 't', body: 'b', editedAt: 'x' });
    expect(fold([...live, edited])).toMatchObject({ isPublic: false, ratingCount: 2 });
    expect(fold([...live, edited, approved('r3')])).toMatchObject({ isPublic: true, ratingCount: 3 });
    expect(fold([...live, edited, approved('r3')])!.ratingAverage).toBeCloseTo(10 / 3);
    expect(fold([...live, review('ReviewWithdrawn', { withdrawnAt: 'x' })])).toMatchObject({
      isPublic: false,
      ratingCount: 2,
    });
  });

  it('never stores the email or the phone number', () => {
    const doc = fold([
      ...profile,
      ...threeLiveReviews,
      recorded('PhoneNumberVerified', {
        userId: 'u1',
        phoneNumber: '+50688887777',
        publishedByDefault: false,
        verifiedAt: 'x',
      }),
    ])!;
    expect(doc.phoneVerified).toBe(true);
    expect(JSON.stringify(doc)).not.toMatch(/ana@example\.com|88887777/);
  });

  it('keeps the contact channels the pro chose', () => {
    expect(fold([...profile, ...threeLiveReviews])?.contactChoice).toEqual({
      preferences: { whatsapp: false, call: false, message: true },
      source: 'default',
    });
    const chosen = { whatsapp: false, call: true, message: false };
    expect(
      fold([
        ...profile,
        ...threeLiveReviews,
        recorded('ContactPreferencesSet', { userId: 'u1', ...chosen, setAt: 'x' }),
      ])?.contactChoice,
    ).toEqual({ preferences: chosen, source: 'chosen' });
  });

  describe('a way to be reached (issue 39 item 1)', () => {
    const live = [...profile, ...threeLiveReviews];
    const verified = (publishedByDefault: boolean) =>
      recorded('PhoneNumberVerified', {
        userId: 'u1',
        phoneNumber: '+50688887777',
        publishedByDefault,
        verifiedAt: 'x',
      });
    const choose = (whatsapp: boolean, call: boolean, message: boolean) =>
      recorded('ContactPreferencesSet', { userId: 'u1', whatsapp, call, message, setAt: 'x' });

    it('leaves the directory while every channel is off, and returns when one is on', () => {
      expect(fold([...live, choose(false, false, false)])).toMatchObject({ isPublic: false, ratingCount: 3 });
      expect(fold([...live, choose(false, false, false), choose(false, false, true)])).toMatchObject({
        isPublic: true,
      });
      expect(fold([...live, verified(false), choose(false, false, false), choose(true, false, false)])).toMatchObject({
        isPublic: true,
      });
    });

    it('counts WhatsApp or call as a way only with a verified number', () => {
      expect(fold([...live, choose(true, true, false)])).toMatchObject({ isPublic: false });
      expect(fold([...live, choose(true, true, false), verified(false)])).toMatchObject({ isPublic: false });
      expect(fold([...live, verified(false), choose(true, true, false)])).toMatchObject({ isPublic: true });
    });

    it('does not publish a newly verified number; one verified before consent was asked keeps WhatsApp and call on', () => {
      expect(fold([...live, verified(false)])?.contactChoice).toEqual({
        preferences: { whatsapp: false, call: false, message: true },
        source: 'default',
      });
      const v1 = upcastEvent(
        recorded('PhoneNumberVerified', { userId: 'u1', phoneNumber: '+50688887777', verifiedAt: 'x' }),
      );
      expect(fold([...live, v1])?.contactChoice).toEqual({
        preferences: { whatsapp: true, call: true, message: true },
        source: 'implied',
      });
    });
  });

  it('follows a change of zones', () => {
    const doc = fold([
      ...profile,
      ...threeLiveReviews,
      recorded('ZonesChosen', { userId: 'u1', zoneIds: ['tamarindo'], chosenAt: 'x' }),
    ])!;
    expect(doc.zoneIds).toEqual(['tamarindo']);
    expect(doc.zoneKeys).toEqual(['tamarindo', 'santa-cruz']);
  });

  it("keeps each zone search's rank for the pro: 0 where it serves, the whole km to its nearest place within 40 km", () => {
    const before = fold([...profile, ...threeLiveReviews])!;
    // Nosara and the whole canton of Santa Cruz (Tamarindo among its places).
    expect(before.zoneReach).toEqual(expect.arrayContaining(['nosara@0', 'santa-cruz@0', 'tamarindo@0']));
    const moved = fold([recorded('ZonesChosen', { userId: 'u1', zoneIds: ['tamarindo'], chosenAt: 'x' })], before)!;
    // Tamarindo and its canton served; Playa Langosta 2 km, Playa Grande 4, Flamingo 16 away; Sámara (57) and Nosara out of reach.
    expect(moved.zoneReach).toEqual(
      expect.arrayContaining([
        'tamarindo@0',
        'santa-cruz@0',
        'playa-langosta@2',
        'playa-grande@4',
        'playa-flamingo@16',
      ]),
    );
    expect(moved.zoneReach.filter((key) => key.startsWith('nosara@') || key.startsWith('samara@'))).toEqual([]);
    expect(moved.zoneReach.filter((key) => key.endsWith('@0'))).toEqual(['santa-cruz@0', 'tamarindo@0']);
  });

  it('loses publicity when a review is unapproved', () => {
    expect(fold([...profile, ...threeLiveReviews, unapproved('r2')])).toMatchObject({
      isPublic: false,
      ratingCount: 2,
    });
  });

  it('drops a deleted account for good, even if review events for it come later', () => {
    const deleted = fold([
      ...profile,
      ...threeLiveReviews,
      recorded('AccountDeleted', { userId: 'u1', deletedAt: 'x' }),
    ]);
    expect(deleted).toBeNull();
    expect(fold([submitted('r9', 5), approved('r9')], deleted)).toBeNull();
  });

  it('shows on the card the chosen profile photo once approved, the previous approved one until then, none before', () => {
    const chosen = (photoId: string) => recorded('ProfilePhotoChosen', { userId: 'u1', photoId, chosenAt: 'x' });
    const approved = (photoId: string) => recorded('PhotoApproved', { userId: 'u1', photoId, approvedAt: 'x' });
    const rejected = (photoId: string) =>
      recorded('PhotoRejected', { userId: 'u1', photoId, reason: '', reasonCode: 'not-work', rejectedAt: 'x' });
    const removed = (photoId: string) => recorded('PhotoRemoved', { userId: 'u1', photoId, removedAt: 'x' });
    const card = (events: ReturnType<typeof recorded>[]) => fold([...profile, ...events])!.profilePhotoId;

    expect(card([chosen('p1')])).toBeNull();
    expect(card([chosen('p1'), approved('p1')])).toBe('p1');
    expect(card([approved('p1'), chosen('p1')])).toBe('p1');
    const shown = [chosen('p1'), approved('p1')];
    expect(card([...shown, chosen('p2')])).toBe('p1');
    expect(card([...shown, chosen('p2'), approved('p2')])).toBe('p2');
    expect(card([...shown, chosen('p2'), rejected('p2')])).toBe('p1');
    // Rejected, p2 is no longer chosen: approving it later puts nothing new on the card.
    expect(card([...shown, chosen('p2'), rejected('p2'), approved('p2')])).toBe('p1');
    expect(card([...shown, rejected('p1')])).toBeNull();
    expect(card([...shown, chosen('p2'), removed('p1')])).toBeNull();
    expect(card([...shown, approved('p1')])).toBe('p1');
  });

  it('gives anonymous reviewers no document', () => {
    expect(
      fold([
        recorded('UserRegistered', {
          userId: 'u1',
          email: null,
          isAnonymous: true,
          preferredLang: 'en',
          registeredAt: 'x',
        }),
      ]),
    ).toBeNull();
  });
});
