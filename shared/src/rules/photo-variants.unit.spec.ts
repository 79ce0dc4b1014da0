import { photoVariantSchema } from '../schemas/profile.schema';
import {
  isSizedVariant,
  madeVariants,
  parseSizedVariant,
  photoContentType,
  photoSources,
  photoUrl,
  SIZED_VARIANTS,
  sizedSteps,
} from './photo-variants';

const widths = (original: { width: number; height: number }, shape: 'square' | 'full') =>
  sizedSteps(original)
    .filter((size) => size.shape === shape)
    .map(({ step, width, height }) => `${step}:${width}×${height}`);

describe('sized variants', () => {
  it('makes every square at its step, whatever the original', () => {
    for (const original of [
      { width: 3000, height: 2000 },
      { width: 24, height: 24 },
    ])
      expect(widths(original, 'square')).toEqual(['160:160×160', '320:320×320', '500:500×500']);
  });

  it('keeps the whole photo at each step up to the original, never wider, with its height rounded', () => {
    expect(widths({ width: 3000, height: 2000 }, 'full')).toEqual(['640:640×427', '1280:1280×853', '1920:1920×1280']);
    // The 1280 step of a 1200-wide original is the original's width, and no 1920 step is made.
    expect(widths({ width: 1200, height: 800 }, 'full')).toEqual(['640:640×427', '1280:1200×800']);
    expect(widths({ width: 1280, height: 3000 }, 'full')).toEqual(['640:640×1500', '1280:1280×3000']);
    expect(widths({ width: 300, height: 200 }, 'full')).toEqual(['640:300×200']);
    expect(widths({ width: 3000, height: 1 }, 'full')[0]).toBe('640:640×1');
  });

  it('names each in the URL with its extension, and reads shape and format back', () => {
    expect(SIZED_VARIANTS).toHaveLength(18);
    expect(SIZED_VARIANTS).toContain('square-320.avif');
    expect(SIZED_VARIANTS).toContain('full-1920.jpg');
    expect(parseSizedVariant('full-1280.webp')).toEqual({ shape: 'full', format: 'webp' });
    expect(photoContentType('square-160.avif')).toBe('image/avif');
    expect(photoContentType('full-640.webp')).toBe('image/webp');
    expect(photoContentType('full-640.jpg')).toBe('image/jpeg');
    expect(photoContentType('large')).toBe('image/jpeg');
    expect(isSizedVariant('thumbnail')).toBe(false);
  });

  it('serves the spec variants and every sized one, and nothing else', () => {
    for (const variant of ['original', 'large', 'thumbnail', ...SIZED_VARIANTS])
      expect(photoVariantSchema.safeParse(variant).success).toBe(true);
    for (const variant of ['full-1000.avif', 'square-160.png', 'full-640', '../original', 'huge'])
      expect(photoVariantSchema.safeParse(variant).success).toBe(false);
  });

  it('lists what the job makes: the spec variants and three formats per size', () => {
    expect(madeVariants({ width: 1200, height: 800 })).toEqual([
      'thumbnail',
      'large',
      ...['square-160', 'square-320', 'square-500', 'full-640', 'full-1280'].flatMap((name) => [
        `${name}.avif`,
        `${name}.webp`,
        `${name}.jpg`,
      ]),
    ]);
  });
});

describe('photoSources', () => {
  it('gives each format its URLs and widths, narrowest first, and the widest size', () => {
    const sources = photoSources('user-1', 'photo-1', 'full', { width: 1200, height: 800 });
    expect(sources).toEqual({
      width: 1200,
      height: 800,
      avif: [
        { url: photoUrl('user-1', 'photo-1', 'full-640.avif'), width: 640 },
        { url: photoUrl('user-1', 'photo-1', 'full-1280.avif'), width: 1200 },
      ],
      webp: [
        { url: '/api/v1/photos/user-1/photo-1/full-640.webp', width: 640 },
        { url: '/api/v1/photos/user-1/photo-1/full-1280.webp', width: 1200 },
      ],
      jpeg: [
        { url: '/api/v1/photos/user-1/photo-1/full-640.jpg', width: 640 },
        { url: '/api/v1/photos/user-1/photo-1/full-1280.jpg', width: 1200 },
      ],
    });
  });

  it('gives squares without the original size', () => {
    const sources = photoSources('user-1', 'photo-1', 'square');
    expect(sources).toMatchObject({ width: 500, height: 500 });
    expect(sources.avif.map(({ width }) => width)).toEqual([160, 320, 500]);
    expect(sources.jpeg.at(-1)!.url).toBe('/api/v1/photos/user-1/photo-1/square-500.jpg');
  });
});
