import { type AdminPhoto, type CommandResult, type RejectPhotoRequest } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { runCommand } from '../../../lib/admin-request';
import { isAdminPhotosKey } from './get-admin-photos';
import { photoModerationUrl } from './photo-url';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

/** POST /api/v1/admin/photos/:userId/:photoId/reject (admins): the photo leaves the public profile. */
export function rejectPhoto(photo: AdminPhoto, body: RejectPhotoRequest): Promise<CommandResult> {
  return runCommand(photoModerationUrl(photo, 'reject'), answerSchema('commandResultSchema'), { method: 'POST', body });
}

/** Rejects a photo with a reason, then re-reads the queue. */
export function useRejectPhoto() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (photo: AdminPhoto, body: RejectPhotoRequest) => {
      await rejectPhoto(photo, body);
      await mutate(isAdminPhotosKey);
    },
    [mutate],
  );
}
