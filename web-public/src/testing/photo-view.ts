import { photoSources, photoUrl, type PhotoView } from '@gp/shared';

/** A photo of pro-1 as the API answers it, from a 1200 × 800 original; override what the test is about. */
export function photoView(id: string, overrides: Partial<PhotoView> = {}): PhotoView {
  const userId = 'pro-1';
  return {
    id,
    uploadedAt: '2031-03-03T15:00:00.000Z',
    status: 'approved',
    rejection: null,
    urls: {
      original: photoUrl(userId, id, 'original'),
      large: photoUrl(userId, id, 'large'),
      thumbnail: photoUrl(userId, id, 'thumbnail'),
    },
    sources: {
      square: photoSources(userId, id, 'square'),
      full: photoSources(userId, id, 'full', { width: 1200, height: 800 }),
    },
    ...overrides,
  };
}
