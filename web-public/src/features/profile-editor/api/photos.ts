import { API, apiPath, type CommandResult, type Lang, type UsePhotoAsRequest } from '@gp/shared';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

/** DELETE /api/v1/account/photos/:id */
export function removePhoto(photoId: string, lang: Lang): Promise<CommandResult> {
  return apiRequest(apiPath(API.removePhoto, { photoId }), answerSchema('commandResultSchema'), {
    method: 'DELETE',
    headers: languageHeader(lang),
  });
}

/** PUT /api/v1/account/photos/:id/use-as: one of my photos becomes my profile or cover photo. */
export function choosePhoto(photoId: string, as: UsePhotoAsRequest['as'], lang: Lang): Promise<CommandResult> {
  return apiRequest(apiPath(API.choosePhoto, { photoId }), answerSchema('commandResultSchema'), {
    method: 'PUT',
    body: { as },
    headers: languageHeader(lang),
  });
}
