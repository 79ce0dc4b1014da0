import { API, apiPath, type MyDataExport } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

/** GET /api/v1/account/data-export: everything the platform holds about the signed-in user. */
export const myDataKey = apiPath(API.exportMyData);

/** The same answer as a file to save (`Content-Disposition: attachment`), for a plain link. */
export const myDataDownloadUrl = apiPath(API.exportMyData, {}, { download: '1' });

export function getMyData(url: string = myDataKey): Promise<MyDataExport> {
  return apiRequest(url, answerSchema('myDataExportSchema'));
}

export function useMyData() {
  return useSWR(myDataKey, getMyData);
}
