import { MAX_UPLOAD_BYTES, type ErrorCode } from '@gp/shared';

/** Spec §5: uploads accept only PNG and JPEG (the file picker offers only these). */
export const ACCEPTED_PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * Why a picked file cannot be uploaded, checked before a byte is sent (spec §5: larger than
 * 20,000,000 bytes, or not PNG or JPEG), or null when it may go. The server checks the same.
 */
export function photoFileProblem(file: Pick<File, 'size' | 'type'>): ErrorCode | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'PHOTO.TOO_LARGE';
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'PHOTO.UNSUPPORTED_TYPE';
  return null;
}
