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
};

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
        };
      case 'PhotoRemoved':
        return null;
      case 'PhotoApproved':
        return doc && { ...doc, status: 'approved', rejection: null };
      case 'PhotoRejected':
        return doc && { ...doc, status: 'rejected', rejection: rejectionOf(event.data) };
    }
  },
  indexes: [
    { name: 'status_uploadedAt', keys: { status: 1, uploadedAt: -1 } },
    { name: 'userId', keys: { userId: 1 } },
  ],
});
