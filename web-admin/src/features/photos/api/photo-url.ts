import type { AdminPhoto } from '@gp/shared';

/** /api/v1/admin/photos/:userId/:photoId/<action>, the moderation endpoints of one photo. */
export const photoModerationUrl = (photo: Pick<AdminPhoto, 'userId' | 'photoId'>, action: 'approve' | 'reject') =>
  `/api/v1/admin/photos/${encodeURIComponent(photo.userId)}/${encodeURIComponent(photo.photoId)}/${action}`;
