import { API, apiPath, type AdminPhoto } from '@gp/shared';

/** The moderation endpoints of one photo: /api/v1/admin/photos/:userId/:photoId/approve and …/reject. */
export const photoModerationUrl = (
  { userId, photoId }: Pick<AdminPhoto, 'userId' | 'photoId'>,
  action: 'approve' | 'reject',
) => apiPath(action === 'approve' ? API.approvePhoto : API.rejectPhoto, { userId, photoId });
