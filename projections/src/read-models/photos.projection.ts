import { rejectionOf, type PhotoRejection } from '@gp/shared';
import { defineProjection } from '../runtime/projection';

/** The admin's photo moderation queue: one document per photo still on its owner's account. */
export type PhotoDocument = {
  _id: string;
  userId: string;
  uploadedAt: string;
  status: 'pending' | 'approved' | 'rejected';
  /** Why it was rejected (shown to its owner in their language); null unless rejected. */
  rejection: PhotoRejection | null;
  /** Where its status sorts in the console's list: awaiting review first, then rejected, then approved. */
  queueRank: 0 | 1 | 2;
};

const QUEUE_RANK = { pending: 0, rejected: 1, approved: 2 } as const;

export const photosProjection = defineProjection({
  name: 'photos',
  collection: 'photos',
  handles: ['PhotoUploaded', 'PhotoRemoved', 'PhotoApproved', 'PhotoRejected'],
  documentId: (event) => event.data.photoId,
  evolve: (doc: PhotoDocument | null, event): PhotoDocument | null => {
    switch (event.type) {
      case 'PhotoUploaded':
        return {
          _id: event.data.photoId,
          userId: event.data.userId,
          uploadedAt: event.data.uploadedAt,
          status: 'pending',
          rejection: null,
          queueRank: QUEUE_RANK.pending,
        };
      case 'PhotoRemoved':
        return null;
      case 'PhotoApproved':
        return doc && { ...doc, status: 'approved', rejection: null, queueRank: QUEUE_RANK.approved };
      case 'PhotoRejected':
        return (
          doc && { ...doc, status: 'rejected', rejection: rejectionOf(event.data), queueRank: QUEUE_RANK.rejected }
        );
    }
  },
  indexes: [
    { name: 'status_uploadedAt', keys: { status: 1, uploadedAt: -1 } },
    { name: 'queueRank_uploadedAt', keys: { queueRank: 1, uploadedAt: -1 } },
    { name: 'userId', keys: { userId: 1 } },
  ],
});
