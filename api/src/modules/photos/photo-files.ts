import { isSizedVariant, photoUrl, type PhotoVariant } from '@gp/shared';

/**
 * Where a photo's files live in the BlobStore. The original and the spec's two variants are JPEGs
 * named `<variant>.jpg`; a sized variant's name carries its own extension (`full-640.avif`).
 */
export const photoBlobKey = (userId: string, photoId: string, variant: PhotoVariant) =>
  `photos/${userId}/${photoId}/${isSizedVariant(variant) ? variant : `${variant}.jpg`}`;

export const photoUrls = (userId: string, photoId: string) => ({
  original: photoUrl(userId, photoId, 'original'),
  large: photoUrl(userId, photoId, 'large'),
  thumbnail: photoUrl(userId, photoId, 'thumbnail'),
});
