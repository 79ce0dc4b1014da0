import { errorMessage, type PhotoKind } from '@gp/shared';
import { useCallback, useRef, useState } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useRefreshProfile } from '../../../lib/api/get-profile';
import { uploadPhoto } from '../api/upload-photo';
import { photoFileProblem } from '../photo-file-check';

export interface PhotoUploadState {
  key: number;
  fileName: string;
  /** 0 to 1. */
  progress: number;
  error: string | null;
}

/**
 * Uploads picked files one after another, with a progress entry each. A file that is too large
 * or of another type is refused before anything is sent (spec §5), with the server's own wording.
 */
export function usePhotoUploads(userId: string, kind: PhotoKind) {
  const lang = useLang();
  const refresh = useRefreshProfile(userId);
  const [uploads, setUploads] = useState<PhotoUploadState[]>([]);
  const nextKey = useRef(0);

  const patch = (key: number, change: Partial<PhotoUploadState>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const upload = useCallback(
    async (files: readonly File[]) => {
      const entries = files.map((file) => ({ file, key: nextKey.current++, problem: photoFileProblem(file) }));
      setUploads((current) => [
        ...current.filter((entry) => entry.error === null),
        ...entries.map(({ file, key, problem }) => ({
          key,
          fileName: file.name,
          progress: 0,
          error: problem && errorMessage(problem, lang),
        })),
      ]);
      for (const { file, key, problem } of entries) {
        if (problem) continue;
        try {
          const { position } = await uploadPhoto(file, {
            kind,
            lang,
            onProgress: (progress) => patch(key, { progress }),
          });
          setUploads((current) => current.filter((entry) => entry.key !== key));
          await refresh(position);
        } catch (error) {
          patch(key, { error: apiErrorMessage(error, lang) });
        }
      }
    },
    [kind, lang, refresh],
  );

  const dismiss = (key: number) => setUploads((current) => current.filter((entry) => entry.key !== key));

  return { uploads, upload, dismiss };
}
