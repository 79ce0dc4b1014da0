import { API, apiPath, type CommandResult, type DeleteMyAccountRequest, type Lang } from '@gp/shared';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const deleteAccountKey = apiPath(API.deleteMyAccount);

/**
 * DELETE /api/v1/account (the signed-in person, their own account): the account is deleted and
 * the person forgotten; the server ends the session and clears its cookie.
 */
export function deleteAccount(
  body: DeleteMyAccountRequest,
  lang: Lang,
  url: string = deleteAccountKey,
): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), {
    method: 'DELETE',
    body,
    headers: languageHeader(lang),
  });
}
