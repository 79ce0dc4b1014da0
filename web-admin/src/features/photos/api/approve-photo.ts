import { type AdminPhoto, type CommandResult } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { runCommand } from '../../../lib/admin-request';
import { isAdminPhotosKey } from './get-admin-photos';
import { photoModerationUrl } from './photo-url';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

/** POST /api/v1/admin/photos/:userId/:photoId/approve (admins). */
export function approvePhoto(photo: AdminPhoto): Promise<CommandResult> {
  return runCommand(photoModerationUrl(photo, 'approve'), answerSchema('commandResultSchema'), { method: 'POST' });
}

/** Approves a photo, then re-reads the queue. */
export function useApprovePhoto() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (photo: AdminPhoto) => {
      await approvePhoto(photo);
      await mutate(isAdminPhotosKey);
    },
    [mutate],
  );
}
