import { defineProjection } from '../runtime/projection';

/** The admin's photo moderation queue: one document per photo still on its owner's account. */
export type PhotoDocument = {
  _id: string;
  userId: string;
  uploadedAt: string;
  status: 'pending' | 'approved' | 'rejected';
  rejectionReason: string | null;
};

export const photosProjection = defineProjection({
  name: 'photos',
  collection: 'photos',
  handles: ['PhotoUploaded', 'PhotoRemoved', 'PhotoApproved', 'PhotoRejected'],
  documentId: (event) => event.data.photoId,
  evolve: (doc: PhotoDocument | null, event): PhotoDocument | null => {
    switch (event.type) {
      case 'PhotoUploaded':
        return { _id: event.data.photoId, userId: event.data.userId, uploadedAt: event.data.uploadedAt, status: 'pending', rejectionReason: null };
      case 'PhotoRemoved':
        return null;
      case 'PhotoApproved':
        return doc && { ...doc, status: 'approved', rejectionReason: null };
      case 'PhotoRejected':
        return doc && { ...doc, status: 'rejected', rejectionReason: event.data.reason };
    }
  },
  indexes: [
    { name: 'status_uploadedAt', keys: { status: 1, uploadedAt: -1 } },
    { name: 'userId', keys: { userId: 1 } },
  ],
});
