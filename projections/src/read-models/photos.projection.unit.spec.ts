import type { RecordedDomainEvent } from '@gp/shared';
import { photosProjection, type PhotoDocument } from './photos.projection';

const recorded = (type: string, data: Record<string, unknown>) =>
  ({
    id: type,
    type,
    data,
    metadata: { actorId: null },
    streamId: 'user-u1',
    revision: 0,
    position: 1,
    recordedAt: 'x',
  }) as unknown as RecordedDomainEvent;
const fold = (events: RecordedDomainEvent[]) =>
  events.reduce<PhotoDocument | null>((doc, event) => photosProjection.evolve(doc, event as never), null);
const uploaded = recorded('PhotoUploaded', {
  userId: 'u1',
  photoId: 'p1',
  contentType: 'image/jpeg',
  width: 1,
  height: 1,
  uploadedAt: '2026-11-22',
});

describe('photos projection (moderation queue)', () => {
  it('queues a new photo as pending', () => {
    expect(fold([uploaded])).toEqual({
      _id: 'p1',
      userId: 'u1',
      uploadedAt: '2026-11-22',
      status: 'pending',
      rejection: null,
      queueRank: 0,
    });
  });
  it('records approval and rejection with its reason, a note only when the admin wrote one', () => {
    expect(fold([uploaded, recorded('PhotoApproved', { userId: 'u1', photoId: 'p1', approvedAt: 'x' })])).toMatchObject(
      { status: 'approved', queueRank: 2 },
    );
    expect(
      fold([
        uploaded,
        recorded('PhotoRejected', { userId: 'u1', photoId: 'p1', reason: '', reasonCode: 'people', rejectedAt: 'x' }),
      ]),
    ).toMatchObject({ status: 'rejected', rejection: { code: 'people', note: null }, queueRank: 1 });
  });
  it('drops a removed photo, also when the removal is redelivered', () => {
    const removed = recorded('PhotoRemoved', { userId: 'u1', photoId: 'p1', removedAt: 'x' });
    expect(fold([uploaded, removed])).toBeNull();
    expect(photosProjection.evolve(null, removed as never)).toBeNull();
  });
});
