import { MAX_PHOTOS_PER_USER, type UserEvent } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { userPhotosDecider } from './user-photos.decider';

const spec = deciderSpec(userPhotosDecider);
const now = '2026-11-22T10:00:00.000Z';
const userId = 'u1';
const registered: UserEvent[] = [
  {
    type: 'UserRegistered',
    data: { userId, email: 'ana@example.com', isAnonymous: false, preferredLang: 'es', registeredAt: now },
  },
];
const uploaded = (photoId: string): UserEvent => ({
  type: 'PhotoUploaded',
  data: { userId, photoId, contentType: 'image/jpeg', width: 800, height: 600, uploadedAt: now },
});
const upload = (photoId: string, kind: 'work' | 'profile' | 'cover' = 'work') =>
  ({ type: 'UploadPhoto', userId, photoId, kind, contentType: 'image/jpeg', width: 800, height: 600, now }) as const;

describe('user photos decider', () => {
  it('uploads a work photo', () => {
    spec
      .given(registered)
      .when(upload('p1'))
      .then([uploaded('p1')]);
  });

  it('makes an uploaded profile or cover photo the chosen one', () => {
    spec
      .given(registered)
      .when(upload('p1', 'profile'))
      .then([uploaded('p1'), { type: 'ProfilePhotoChosen', data: { userId, photoId: 'p1', chosenAt: now } }]);
    spec
      .given(registered)
      .when(upload('p2', 'cover'))
      .then([uploaded('p2'), { type: 'CoverPhotoChosen', data: { userId, photoId: 'p2', chosenAt: now } }]);
  });

  it(`refuses a photo beyond the cap of ${MAX_PHOTOS_PER_USER}`, () => {
    const full = Array.from({ length: MAX_PHOTOS_PER_USER }, (_, index) => uploaded(`p${index}`));
    spec
      .given([...registered, ...full])
      .when(upload('one-more'))
      .thenThrows('PHOTO.LIMIT_REACHED');
  });

  it('frees a place in the cap when a photo is removed', () => {
    const full = Array.from({ length: MAX_PHOTOS_PER_USER }, (_, index) => uploaded(`p${index}`));
    const removed: UserEvent = { type: 'PhotoRemoved', data: { userId, photoId: 'p0', removedAt: now } };
    spec
      .given([...registered, ...full, removed])
      .when(upload('one-more'))
      .then([uploaded('one-more')]);
  });

  it("lets every remaining photo of a deleted account go, once, and refuses a live account's", () => {
    const deleted: UserEvent = { type: 'AccountDeleted', data: { userId, deletedAt: now } };
    const removed = (photoId: string): UserEvent => ({
      type: 'PhotoRemoved',
      data: { userId, photoId, removedAt: now },
    });
    const forget = { type: 'ForgetPhotos', userId, now } as const;
    spec
      .given([...registered, uploaded('p1'), uploaded('p2'), uploaded('p3'), removed('p2'), deleted])
      .when(forget)
      .then([removed('p1'), removed('p3')]);
    spec
      .given([...registered, uploaded('p1'), deleted, removed('p1')])
      .when(forget)
      .then([]);
    spec
      .given([...registered, uploaded('p1')])
      .when(forget)
      .thenThrows('REQUEST.INVALID');
    spec.given([]).when(forget).thenThrows('USER.NOT_FOUND');
  });

  it('removes an existing photo and refuses an unknown one', () => {
    spec
      .given([...registered, uploaded('p1')])
      .when({ type: 'RemovePhoto', userId, photoId: 'p1', now })
      .then([{ type: 'PhotoRemoved', data: { userId, photoId: 'p1', removedAt: now } }]);
    spec.given(registered).when({ type: 'RemovePhoto', userId, photoId: 'p1', now }).thenThrows('PHOTO.NOT_FOUND');
  });

  it('approves and rejects once each', () => {
    const approved: UserEvent = { type: 'PhotoApproved', data: { userId, photoId: 'p1', approvedAt: now } };
    spec
      .given([...registered, uploaded('p1')])
      .when({ type: 'ApprovePhoto', userId, photoId: 'p1', now })
      .then([approved]);
    spec
      .given([...registered, uploaded('p1'), approved])
      .when({ type: 'ApprovePhoto', userId, photoId: 'p1', now })
      .then([]);
    const rejected: UserEvent = {
      type: 'PhotoRejected',
      data: { userId, photoId: 'p1', reason: 'A stock photo', reasonCode: 'not-work', rejectedAt: now },
    };
    spec
      .given([...registered, uploaded('p1')])
      .when({ type: 'RejectPhoto', userId, photoId: 'p1', reasonCode: 'not-work', note: 'A stock photo', now })
      .then([rejected]);
    spec
      .given([...registered, uploaded('p1'), rejected])
      .when({ type: 'RejectPhoto', userId, photoId: 'p1', reasonCode: 'other', note: 'again', now })
      .then([]);
  });

  it('cannot choose a rejected photo as the profile photo', () => {
    const rejected: UserEvent = {
      type: 'PhotoRejected',
      data: { userId, photoId: 'p1', reason: '', reasonCode: 'low-quality', rejectedAt: now },
    };
    spec
      .given([...registered, uploaded('p1'), rejected])
      .when({ type: 'ChoosePhoto', userId, photoId: 'p1', as: 'profile', now })
      .thenThrows('PHOTO.NOT_FOUND');
  });

  it('chooses a cover photo once', () => {
    const chosen: UserEvent = { type: 'CoverPhotoChosen', data: { userId, photoId: 'p1', chosenAt: now } };
    spec
      .given([...registered, uploaded('p1')])
      .when({ type: 'ChoosePhoto', userId, photoId: 'p1', as: 'cover', now })
      .then([chosen]);
    spec
      .given([...registered, uploaded('p1'), chosen])
      .when({ type: 'ChoosePhoto', userId, photoId: 'p1', as: 'cover', now })
      .then([]);
  });

  describe('replacing the profile or cover photo (issue 39: the old one is never published elsewhere)', () => {
    const approved = (photoId: string): UserEvent => ({
      type: 'PhotoApproved',
      data: { userId, photoId, approvedAt: now },
    });
    const coverChosen = (photoId: string): UserEvent => ({
      type: 'CoverPhotoChosen',
      data: { userId, photoId, chosenAt: now },
    });
    const profileChosen = (photoId: string): UserEvent => ({
      type: 'ProfilePhotoChosen',
      data: { userId, photoId, chosenAt: now },
    });
    const removed = (photoId: string): UserEvent => ({
      type: 'PhotoRemoved',
      data: { userId, photoId, removedAt: now },
    });
    const publicCover = [...registered, uploaded('old'), coverChosen('old'), approved('old')];

    it('keeps a public cover while its replacement awaits review, and removes it once the new one is approved', () => {
      spec
        .given(publicCover)
        .when(upload('new', 'cover'))
        .then([uploaded('new'), coverChosen('new')]);
      spec
        .given([...publicCover, uploaded('new'), coverChosen('new')])
        .when({ type: 'ApprovePhoto', userId, photoId: 'new', now })
        .then([approved('new'), removed('old')]);
    });

    it('removes a replaced cover that was never public at once', () => {
      spec
        .given([...registered, uploaded('old'), coverChosen('old')])
        .when(upload('new', 'cover'))
        .then([uploaded('new'), coverChosen('new'), removed('old')]);
    });

    it('removes the public cover at once when an approved photo takes its place', () => {
      spec
        .given([...publicCover, uploaded('work'), approved('work')])
        .when({ type: 'ChoosePhoto', userId, photoId: 'work', as: 'cover', now })
        .then([coverChosen('work'), removed('old')]);
    });

    it('replaces a profile photo the same way', () => {
      const publicProfile = [...registered, uploaded('old'), profileChosen('old'), approved('old')];
      spec
        .given([...publicProfile, uploaded('new'), profileChosen('new')])
        .when({ type: 'ApprovePhoto', userId, photoId: 'new', now })
        .then([approved('new'), removed('old')]);
    });

    it('gives the place back to the public cover when its replacement is rejected, and removes nothing', () => {
      const rejected: UserEvent = {
        type: 'PhotoRejected',
        data: { userId, photoId: 'new', reason: '', reasonCode: 'low-quality', rejectedAt: now },
      };
      const afterRejection = [...publicCover, uploaded('new'), coverChosen('new'), rejected];
      // The old cover is chosen again: choosing it changes nothing, and the rejected photo stays for its owner to read why.
      spec.given(afterRejection).when({ type: 'ChoosePhoto', userId, photoId: 'old', as: 'cover', now }).then([]);
      spec
        .given(afterRejection)
        .when({ type: 'RemovePhoto', userId, photoId: 'new', now })
        .then([removed('new')]);
    });

    it('keeps a replaced cover that is still the profile photo', () => {
      spec
        .given([...publicCover, profileChosen('old'), uploaded('new'), approved('new')])
        .when({ type: 'ChoosePhoto', userId, photoId: 'new', as: 'cover', now })
        .then([coverChosen('new')]);
    });

    it('removes nothing when a work photo is approved', () => {
      spec
        .given([...publicCover, uploaded('work')])
        .when({ type: 'ApprovePhoto', userId, photoId: 'work', now })
        .then([approved('work')]);
    });
  });
});
