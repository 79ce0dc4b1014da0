import { photoUrl, type PhotoVariant } from '@gp/shared';

/** Where a photo's files live in the BlobStore. Every variant is a JPEG. */
export const photoBlobKey = (userId: string, photoId: string, variant: PhotoVariant) =>
  `photos/${userId}/${photoId}/${variant}.jpg`;

export const PHOTO_VARIANTS: readonly PhotoVariant[] = ['original', 'large', 'thumbnail'];

export const photoUrls = (userId: string, photoId: string) => ({
  original: photoUrl(userId, photoId, 'original'),
  large: photoUrl(userId, photoId, 'large'),
  thumbnail: photoUrl(userId, photoId, 'thumbnail'),
});
