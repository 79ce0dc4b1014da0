import { defaultHours, type RecordedDomainEvent } from '@gp/shared';
import { profilesProjection, type ProfileDocument } from './profiles.projection';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>) =>
  ({ id: `e${++position}`, type, data, metadata: { actorId: null }, streamId: 'user-u1', revision: position, position, recordedAt: '2026-11-22T10:00:00.000Z' }) as unknown as RecordedDomainEvent;
const fold = (events: RecordedDomainEvent[]) => events.reduce<ProfileDocument | null>((doc, event) => profilesProjection.evolve(doc, event as never), null);

const registered = recorded('UserRegistered', { userId: 'u1', email: 'ana@example.com', isAnonymous: false, preferredLang: 'es', registeredAt: '2026-11-22T10:00:00.000Z' });
const photo = (photoId: string) => recorded('PhotoUploaded', { userId: 'u1', photoId, contentType: 'image/jpeg', width: 800, height: 600, uploadedAt: 'x' });

describe('profiles projection', () => {
  it('never stores the email', () => {
    expect(JSON.stringify(fold([registered]))).not.toContain('ana@example.com');
  });

  it('gives anonymous reviewers no profile', () => {
    expect(fold([recorded('UserRegistered', { userId: 'u1', email: null, isAnonymous: true, preferredLang: 'en', registeredAt: 'x' })])).toBeNull();
  });

  it('collects what the contractor configured', () => {
    const hours = defaultHours();
    const profile = fold([
      registered,
      recorded('ContractorRoleAssigned', { userId: 'u1', assignedAt: 'x' }),
      recorded('DisplayNameChanged', { userId: 'u1', displayName: 'Playa Fix', changedAt: 'x' }),
      recorded('ProfileDescribed', { userId: 'u1', description: 'Plomería y electricidad', describedAt: 'x' }),
      recorded('ServicesChosen', { userId: 'u1', serviceIds: ['plumbing', 'electrical'], chosenAt: 'x' }),
      recorded('ZonesChosen', { userId: 'u1', zoneIds: ['tamarindo', 'huacas', 'playa-flamingo'], chosenAt: 'x' }),
      recorded('SpokenLanguagesChosen', { userId: 'u1', languageCodes: ['es', 'en'], chosenAt: 'x' }),
      recorded('HoursSet', { userId: 'u1', hours, setAt: 'x' }),
    ]);
    expect(profile).toMatchObject({
      isContractor: true, displayName: 'Playa Fix', description: 'Plomería y electricidad', serviceIds: ['plumbing', 'electrical'],
      zoneIds: ['tamarindo', 'huacas', 'playa-flamingo'], languageCodes: ['es', 'en'], hours,
    });
  });

  it('tracks photos through moderation, and a rejected or removed photo stops being the profile photo', () => {
    const profile = fold([
      registered, photo('p1'), photo('p2'), photo('p3'),
      recorded('ProfilePhotoChosen', { userId: 'u1', photoId: 'p1', chosenAt: 'x' }),
      recorded('CoverPhotoChosen', { userId: 'u1', photoId: 'p2', chosenAt: 'x' }),
      recorded('PhotoApproved', { userId: 'u1', photoId: 'p3', approvedAt: 'x' }),
      recorded('PhotoRejected', { userId: 'u1', photoId: 'p1', reason: 'Blurry', rejectedAt: 'x' }),
      recorded('PhotoRemoved', { userId: 'u1', photoId: 'p2', removedAt: 'x' }),
    ]);
    expect(profile!.photos.map((entry) => [entry.id, entry.status, entry.rejectionReason])).toEqual([
      ['p1', 'rejected', 'Blurry'],
      ['p3', 'approved', null],
    ]);
    expect(profile).toMatchObject({ profilePhotoId: null, coverPhotoId: null });
  });

  it('removes the profile of a deleted account, also when redelivered', () => {
    const deleted = recorded('AccountDeleted', { userId: 'u1', deletedAt: 'x' });
    expect(fold([registered, deleted])).toBeNull();
    expect(profilesProjection.evolve(null, deleted as never)).toBeNull();
  });
});
