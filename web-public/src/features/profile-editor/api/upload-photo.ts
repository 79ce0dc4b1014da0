import {
  API,
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_CHUNK_MIN_BYTES,
  apiPath,
  photoUploadResultSchema,
  uploadProgressSchema,
  type Lang,
  type PhotoKind,
  type PhotoUploadResult,
} from '@gp/shared';
import { ApiError, apiRequest, parseAnswer, toApiError } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

/** Spec §9: a resumable upload keeps retrying for 10 minutes, first waiting 1000 ms, then twice as long each time. */
export const UPLOAD_RETRY_WINDOW_MS = 10 * 60 * 1000;
export const UPLOAD_RETRY_FIRST_WAIT_MS = 1000;
const UPLOAD_RETRY_LONGEST_WAIT_MS = 32_000;

/** The connection dropped (or never opened) before an answer came. */
export class ConnectionLostError extends Error {
  override readonly name = 'ConnectionLostError';
}

/** Fraction of the file sent so far, 0 to 1. */
export type UploadProgressListener = (fraction: number) => void;

interface Answer {
  status: number;
  body: unknown;
}

/**
 * One request through XMLHttpRequest: unlike fetch, it reports how much of the body went up,
 * which the progress bars need. A non-2xx answer is thrown as the API's ApiError.
 */
function send(
  method: 'POST' | 'PUT',
  url: string,
  body: Blob,
  headers: Record<string, string>,
  onSent: (bytes: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onSent(event.loaded);
    const lost = () => reject(new ConnectionLostError('The connection was lost during the upload.'));
    request.onerror = lost;
    request.onabort = lost;
    request.ontimeout = lost;
    request.onload = () => {
      const response = new Response(request.responseText, {
        status: request.status,
        headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
      });
      if (!response.ok) {
        void toApiError(response).then(reject, reject);
        return;
      }
      response.json().then((parsed: unknown) => resolve({ status: request.status, body: parsed }), reject);
    };
    request.send(body);
  });
}

/**
 * Spec §8: retry after a lost connection, a 5xx, 408 or 429; and after a conflict, which is the
 * server still busy with a chunk whose connection dropped.
 */
function isRetryable(error: unknown): boolean {
  if (error instanceof ConnectionLostError) return true;
  if (!(error instanceof ApiError)) return false;
  return error.status >= 500 || error.status === 408 || error.status === 429 || error.code === 'CONCURRENCY.CONFLICT';
}

/** The offset a 409 names when a chunk did not start where the server stands. */
function offsetOfConflict(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const offset = (error.details as { offset?: unknown } | undefined)?.offset;
  return typeof offset === 'number' ? offset : null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface UploadPhotoOptions {
  kind: PhotoKind;
  lang: Lang;
  onProgress?: UploadProgressListener;
}

/** POST /api/v1/account/photos?kind with the file as the body, in one request. */
async function uploadWhole(file: File, { kind, lang, onProgress }: UploadPhotoOptions): Promise<PhotoUploadResult> {
  const { status, body } = await send(
    'POST',
    apiPath(API.uploadPhoto, {}, { kind }),
    file,
    { 'Content-Type': file.type, ...languageHeader(lang) },
    (sent) => onProgress?.(sent / file.size),
  );
  return parseAnswer(status, body, photoUploadResultSchema);
}

/**
 * The resumable protocol: start an upload, then PUT chunks of 256 KB doubling up to 32 MB
 * (spec §9). After a dropped connection or a server hiccup it asks where the upload stands and
 * goes on from there, for up to 10 minutes.
 */
async function uploadInChunks(file: File, { kind, lang, onProgress }: UploadPhotoOptions): Promise<PhotoUploadResult> {
  const headers = languageHeader(lang);
  const started = await apiRequest(apiPath(API.startUpload), answerSchema('uploadProgressSchema'), {
    method: 'POST',
    body: { size: file.size, kind },
    headers,
  });
  const progressUrl = apiPath(API.uploadProgress, { uploadId: started.uploadId });
  const chunkUrl = apiPath(API.uploadChunk, { uploadId: started.uploadId });
  let offset: number | null = started.offset;
  let chunkSize = UPLOAD_CHUNK_MIN_BYTES;
  let retryWait = UPLOAD_RETRY_FIRST_WAIT_MS;
  const giveUpAt = Date.now() + UPLOAD_RETRY_WINDOW_MS;

  for (;;) {
    try {
      if (offset === null)
        offset = (await apiRequest(progressUrl, answerSchema('uploadProgressSchema'), { headers })).offset;
      const start: number = offset;
      const end = Math.min(start + chunkSize, file.size);
      const answer = await send(
        'PUT',
        chunkUrl,
        file.slice(start, end),
        {
          'Content-Type': 'application/octet-stream',
          'Content-Range': `bytes ${start}-${end - 1}/${file.size}`,
          ...headers,
        },
        (sent) => onProgress?.((start + sent) / file.size),
      );
      // The chunk contract answers either shape: 201 with the photo once the last byte is in, else the progress.
      if (answer.status === 201) return parseAnswer(answer.status, answer.body, photoUploadResultSchema);
      offset = parseAnswer(answer.status, answer.body, uploadProgressSchema).offset;
      chunkSize = Math.min(chunkSize * 2, UPLOAD_CHUNK_MAX_BYTES);
      retryWait = UPLOAD_RETRY_FIRST_WAIT_MS;
    } catch (error) {
      const conflictOffset = offsetOfConflict(error);
      if (conflictOffset !== null) {
        offset = conflictOffset;
        continue;
      }
      if (!isRetryable(error) || Date.now() + retryWait > giveUpAt) throw error;
      await wait(retryWait);
      retryWait = Math.min(retryWait * 2, UPLOAD_RETRY_LONGEST_WAIT_MS);
      // Part of the lost chunk may have arrived: the server says where to go on.
      offset = null;
    }
  }
}

/**
 * Uploads a photo with progress. A file that fits in one smallest chunk goes in one request;
 * a larger one takes the resumable path, so a dropped connection costs one chunk, not the file.
 */
export function uploadPhoto(file: File, options: UploadPhotoOptions): Promise<PhotoUploadResult> {
  return file.size <= UPLOAD_CHUNK_MIN_BYTES ? uploadWhole(file, options) : uploadInChunks(file, options);
}
