import { defaultHours, upcastEvent, type RecordedDomainEvent } from '@gp/shared';
import { profilesProjection, type ProfileDocument } from './profiles.projection';

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
    recordedAt: '2026-11-22T10:00:00.000Z',
  }) as unknown as RecordedDomainEvent;
const fold = (events: RecordedDomainEvent[]) =>
  events.reduce<ProfileDocument | null>((doc, event) => profilesProjection.evolve(doc, event as never), null);

const registered = recorded('UserRegistered', {
  userId: 'u1',
  email: 'ana@example.com',
  isAnonymous: false,
  preferredLang: 'es',
  registeredAt: '2026-11-22T10:00:00.000Z',
});
const photo = (photoId: string) =>
  recorded('PhotoUploaded', {
    userId: 'u1',
    photoId,
    contentType: 'image/jpeg',
    width: 800,
    height: 600,
    uploadedAt: 'x',
  });

describe('profiles projection', () => {
  it('never stores the email', () => {
    expect(JSON.stringify(fold([registered]))).not.toContain('ana@example.com');
  });

  it('holds the verified number behind "Phone verified": none at first, the latest once verified, gone with the account', () => {
    expect(fold([registered])!.phoneNumber).toBeNull();
    const verified = (phoneNumber: string) =>
      recorded('PhoneNumberVerified', { userId: 'u1', phoneNumber, verifiedAt: 'x' });
    expect(fold([registered, verified('+50688887777')])!.phoneNumber).toBe('+50688887777');
    expect(fold([registered, verified('+50688887777'), verified('+50670001234')])!.phoneNumber).toBe('+50670001234');
    expect(
      fold([registered, verified('+50688887777'), recorded('AccountDeleted', { userId: 'u1', deletedAt: 'x' })]),
    ).toBeNull();
  });

  it('gives anonymous reviewers no profile', () => {
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

  it('collects what the contractor configured', () => {
    const hours = defaultHours();
    const profile = fold([
      registered,
      recorded('ContractorRoleAssigned', { userId: 'u1', assignedAt: 'x' }),
      recorded('DisplayNameChanged', { userId: 'u1', displayName: 'Playa Fix', changedAt: 'x' }),
      recorded('ProfileDescribed', {
        userId: 'u1',
        description: { es: 'Plomería y electricidad' },
        describedAt: 'x',
      }),
      recorded('ServicesChosen', { userId: 'u1', serviceIds: ['plumbing', 'electrical'], chosenAt: 'x' }),
      recorded('ZonesChosen', { userId: 'u1', zoneIds: ['tamarindo', 'huacas', 'playa-flamingo'], chosenAt: 'x' }),
      recorded('SpokenLanguagesChosen', { userId: 'u1', languageCodes: ['es', 'en'], chosenAt: 'x' }),
      recorded('HoursSet', { userId: 'u1', hours, setAt: 'x' }),
    ]);
    expect(profile).toMatchObject({
      isContractor: true,
      displayName: 'Playa Fix',
      description: { es: 'Plomería y electricidad' },
      serviceIds: ['plumbing', 'electrical'],
      zoneIds: ['tamarindo', 'huacas', 'playa-flamingo'],
      languageCodes: ['es', 'en'],
      hours,
    });
  });

  it('holds the description per language: none at first, each as the latest event left it', () => {
    const described = (description: Record<string, string>) =>
      recorded('ProfileDescribed', { userId: 'u1', description, describedAt: 'x' });
    expect(fold([registered])!.description).toEqual({});
    expect(fold([registered, described({ en: 'Plumbing', es: 'Fontanería' })])!.description).toEqual({
      en: 'Plumbing',
      es: 'Fontanería',
    });
    expect(
      fold([registered, described({ en: 'Plumbing', es: 'Fontanería' }), described({ en: 'Plumbing' })])!.description,
    ).toEqual({ en: 'Plumbing' });
  });

  it('reads an old (v1) description through the upcaster: its one text in the language its words tell', () => {
    const v1 = (description: string) =>
      upcastEvent(recorded('ProfileDescribed', { userId: 'u1', description, describedAt: 'x' }));
    expect(fold([registered, v1('Weekly pool care for homes and rentals')])!.description).toEqual({
      en: 'Weekly pool care for homes and rentals',
    });
    expect(fold([registered, v1('Limpieza de piscinas cada semana')])!.description).toEqual({
      es: 'Limpieza de piscinas cada semana',
    });
    expect(fold([registered, v1('Plomería y electricidad'), v1('')])!.description).toEqual({});
  });

  it('keeps the contact channels the pro chose; none chosen means the defaults', () => {
    expect(fold([registered])?.contactChoice).toEqual({
      preferences: { whatsapp: false, call: false, message: true },
      source: 'default',
    });
    const chosen = fold([
      registered,
      recorded('ContactPreferencesSet', { userId: 'u1', whatsapp: false, call: true, message: false, setAt: 'x' }),
    ]);
    expect(chosen?.contactChoice).toEqual({
      preferences: { whatsapp: false, call: true, message: false },
      source: 'chosen',
    });
  });

  it('publishes no newly verified number before its owner chooses; a v1 verification keeps the old default', () => {
    const verified = recorded('PhoneNumberVerified', {
      userId: 'u1',
      phoneNumber: '+50688887777',
      publishedByDefault: false,
      verifiedAt: 'x',
    });
    expect(fold([registered, verified])?.contactChoice.preferences).toEqual({
      whatsapp: false,
      call: false,
      message: true,
    });
    const v1 = upcastEvent(
      recorded('PhoneNumberVerified', { userId: 'u1', phoneNumber: '+50688887777', verifiedAt: 'x' }),
    );
    expect(fold([registered, v1])?.contactChoice).toEqual({
      preferences: { whatsapp: true, call: true, message: true },
      source: 'implied',
    });
  });

  it('tracks photos through moderation, and a rejected or removed photo stops being the profile photo', () => {
    const profile = fold([
      registered,
      photo('p1'),
      photo('p2'),
      photo('p3'),
      recorded('ProfilePhotoChosen', { userId: 'u1', photoId: 'p1', chosenAt: 'x' }),
      recorded('CoverPhotoChosen', { userId: 'u1', photoId: 'p2', chosenAt: 'x' }),
      recorded('PhotoApproved', { userId: 'u1', photoId: 'p3', approvedAt: 'x' }),
      recorded('PhotoRejected', {
        userId: 'u1',
        photoId: 'p1',
        reason: 'Too dark at night',
        reasonCode: 'low-quality',
        rejectedAt: 'x',
      }),
      recorded('PhotoRemoved', { userId: 'u1', photoId: 'p2', removedAt: 'x' }),
    ]);
    expect(profile!.photos.map((entry) => [entry.id, entry.status, entry.rejection])).toEqual([
      ['p1', 'rejected', { code: 'low-quality', note: 'Too dark at night' }],
      ['p3', 'approved', null],
    ]);
    expect(profile).toMatchObject({ profilePhotoId: null, coverPhotoId: null });
  });

  describe('public profile and cover photos: approved ones only (DESIGN §9)', () => {
    const chosen = (photoId: string) => recorded('ProfilePhotoChosen', { userId: 'u1', photoId, chosenAt: 'x' });
    const cover = (photoId: string) => recorded('CoverPhotoChosen', { userId: 'u1', photoId, chosenAt: 'x' });
    const approved = (photoId: string) => recorded('PhotoApproved', { userId: 'u1', photoId, approvedAt: 'x' });
    const rejected = (photoId: string) =>
      recorded('PhotoRejected', { userId: 'u1', photoId, reason: '', reasonCode: 'not-work', rejectedAt: 'x' });
    const removed = (photoId: string) => recorded('PhotoRemoved', { userId: 'u1', photoId, removedAt: 'x' });
    const ids = (events: RecordedDomainEvent[]) => {
      const { profilePhotoId, publicProfilePhotoId, coverPhotoId, publicCoverPhotoId } = fold([registered, ...events])!;
      return { profilePhotoId, publicProfilePhotoId, coverPhotoId, publicCoverPhotoId };
    };

    it('shows no chosen photo awaiting review: the owner sees it, the public sees none', () => {
      expect(ids([photo('p1'), chosen('p1'), photo('c1'), cover('c1')])).toEqual({
        profilePhotoId: 'p1',
        publicProfilePhotoId: null,
        coverPhotoId: 'c1',
        publicCoverPhotoId: null,
      });
    });

    it('makes a chosen photo public once approved, whichever came first', () => {
      expect(ids([photo('p1'), chosen('p1'), approved('p1')]).publicProfilePhotoId).toBe('p1');
      expect(ids([photo('p1'), approved('p1'), chosen('p1')]).publicProfilePhotoId).toBe('p1');
      expect(ids([photo('c1'), cover('c1'), approved('c1')]).publicCoverPhotoId).toBe('c1');
    });

    it('keeps the previous approved photo public while the new choice awaits review', () => {
      const before = [photo('p1'), chosen('p1'), approved('p1'), photo('c1'), cover('c1'), approved('c1')];
      const pending = [...before, photo('p2'), chosen('p2'), photo('c2'), cover('c2')];
      expect(ids(pending)).toEqual({
        profilePhotoId: 'p2',
        publicProfilePhotoId: 'p1',
        coverPhotoId: 'c2',
        publicCoverPhotoId: 'c1',
      });
      expect(ids([...pending, approved('p2'), approved('c2')])).toMatchObject({
        publicProfilePhotoId: 'p2',
        publicCoverPhotoId: 'c2',
      });
      // Rejected, the new choice goes: the owner sees what the public keeps seeing.
      expect(ids([...pending, rejected('p2'), rejected('c2')])).toEqual({
        profilePhotoId: 'p1',
        publicProfilePhotoId: 'p1',
        coverPhotoId: 'c1',
        publicCoverPhotoId: 'c1',
      });
      // Approving a photo no longer chosen changes nothing public.
      expect(ids([...pending, photo('p3'), chosen('p3'), approved('p2')]).publicProfilePhotoId).toBe('p1');
    });

    it('shows none once the public photo is rejected or removed, even with a newer choice awaiting review', () => {
      const pending = [photo('p1'), chosen('p1'), approved('p1'), photo('p2'), chosen('p2')];
      expect(ids([...pending, rejected('p1')])).toMatchObject({ profilePhotoId: 'p2', publicProfilePhotoId: null });
      expect(ids([...pending, removed('p1')])).toMatchObject({ profilePhotoId: 'p2', publicProfilePhotoId: null });
      expect(ids([photo('p1'), chosen('p1'), approved('p1'), removed('p1')])).toMatchObject({
        profilePhotoId: null,
        publicProfilePhotoId: null,
      });
    });
  });

  it('removes the profile of a deleted account, also when redelivered', () => {
    const deleted = recorded('AccountDeleted', { userId: 'u1', deletedAt: 'x' });
    expect(fold([registered, deleted])).toBeNull();
    expect(profilesProjection.evolve(null, deleted as never)).toBeNull();
  });

  describe('publicity, decided in the projection', () => {
    const review = (type: string, reviewId: string, extra: Record<string, unknown> = {}) =>
      recorded(type, { reviewId, contractorId: 'u1', ...extra });
    const submitted = (reviewId: string, rating: number, authorIsAnonymous = false) =>
      review('ReviewSubmitted', reviewId, {
        authorId: `a-${reviewId}`,
        authorIsAnonymous,
        authorName: 'Ana',
        statedEmail: 'a@example.com',
        rating,
        title: 't',
        body: 'b',
        submittedAt: 'x',
      });
    const pro = [registered, recorded('ContractorRoleAssigned', { userId: 'u1', assignedAt: 'x' })];
    const liveReview = (reviewId: string, rating: number) => [
      submitted(reviewId, rating),
      review('ReviewApproved', reviewId, { approvedAt: 'x' }),
    ];

    it('turns public at the third live review, with the star counts behind the summary', () => {
      expect(fold([...pro, ...liveReview('r1', 5), ...liveReview('r2', 4)])).toMatchObject({
        isPublic: false,
        ratings: { liveCount: 2 },
      });
      expect(fold([...pro, ...liveReview('r1', 5), ...liveReview('r2', 4), ...liveReview('r3', 4)])).toMatchObject({
        isPublic: true,
        ratings: { liveCount: 3, starCounts: [0, 0, 0, 2, 1] },
      });
    });

    it('keeps a client off the public site, and puts them back when they are a pro again (issue 15)', () => {
      const threeLive = [...liveReview('r1', 5), ...liveReview('r2', 4), ...liveReview('r3', 4)];
      const clientAgain = recorded('ContractorRoleRevoked', { userId: 'u1', revokedAt: 'x' });
      expect(fold([registered, ...threeLive])).toMatchObject({ isPublic: false, isContractor: false });
      expect(fold([...pro, ...threeLive, clientAgain])).toMatchObject({ isPublic: false, ratings: { liveCount: 3 } });
      expect(fold([...pro, ...threeLive, clientAgain, pro[1]!])).toMatchObject({ isPublic: true });
    });

    it('counts an anonymous review only once its author is linked, and stops counting an unapproved one', () => {
      const anonymous = [submitted('r3', 2, true), review('ReviewApproved', 'r3', { approvedAt: 'x' })];
      const base = [...pro, ...liveReview('r1', 5), ...liveReview('r2', 4), ...anonymous];
      expect(fold(base)!.isPublic).toBe(false);
      const linked = [...base, review('ReviewAuthorLinked', 'r3', { authorId: 'u9', linkedAt: 'x' })];
      expect(fold(linked)!.isPublic).toBe(true);
      expect(fold([...linked, review('ReviewUnapproved', 'r1', { unapprovedAt: 'x' })])).toMatchObject({
        isPublic: false,
        ratings: { liveCount: 2 },
      });
    });

    it('drops a removed, edited or withdrawn review from the publication count, and counts a restored one again', () => {
      const three = [...pro, ...liveReview('r1', 5), ...liveReview('r2', 4), ...liveReview('r3', 3)];
      const removed = review('ReviewRemoved', 'r3', { reasonCode: 'offensive', note: null, removedAt: 'x' });
      expect(fold([...three, removed])).toMatchObject({
        isPublic: false,
        ratings: { liveCount: 2, starCounts: [0, 0, 0, 1, 1] },
      });
      expect(fold([...three, removed, review('ReviewRestored', 'r3', { restoredAt: 'x' })])).toMatchObject({
        isPublic: true,
        ratings: { liveCount: 3, starCounts: [0, 0, 1, 1, 1] },
      });
      const edited = review('ReviewEdited', 'r1', { rating: 1, title: 'n', body: 'n', editedAt: 'x' });
      expect(fold([...three, edited])).toMatchObject({ isPublic: false, ratings: { liveCount: 2 } });
      expect(fold([...three, edited, review('ReviewApproved', 'r1', { approvedAt: 'x' })])).toMatchObject({
        isPublic: true,
        ratings: { liveCount: 3, starCounts: [1, 0, 1, 1, 0] },
      });
      const withdrawn = fold([...three, review('ReviewWithdrawn', 'r2', { withdrawnAt: 'x' })]);
      expect(withdrawn).toMatchObject({ isPublic: false, ratings: { liveCount: 2, starCounts: [0, 0, 1, 0, 1] } });
      expect(withdrawn!.ratings.reviews).not.toHaveProperty('r2');
    });

    it('files a review under the reviewed contractor, and ignores it for a profile that does not exist', () => {
      expect(profilesProjection.documentId(submitted('r1', 5) as never)).toBe('u1');
      expect(fold([submitted('r1', 5)])).toBeNull();
    });
  });
});
