import sharp from 'sharp';
import { madeVariants, sizedSteps, sizedVariant, type SizedVariant } from '@gp/shared';
import { jpegOf } from '../testing/image-fixtures';
import { detectImageType, makeVariants, normalizeUpload } from './photo-images';

describe('detectImageType', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toBe('png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
  });

  it.each([
    ['GIF', Buffer.from('GIF89a\u0001\u0000', 'latin1')],
    ['WebP', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBP', 'latin1')],
    ['a PNG signature cut short', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => expect(detectImageType(bytes)).toBeNull());
});

describe('image re-encoding', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 0.5 } } })
      .png()
      .toBuffer();

  it('keeps a small image at its size, as JPEG', async () => {
    const { jpeg, width, height } = await normalizeUpload(await png(640, 480));
    expect({ width, height }).toEqual({ width: 640, height: 480 });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
  });

  it('makes a square 500 × 500 thumbnail even from a panorama, and never enlarges the large variant', async () => {
    const { jpeg } = await normalizeUpload(await png(1200, 300));
    const { thumbnail, large } = await makeVariants(jpeg);
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 500, height: 500 });
    expect(await sharp(large).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 300 });
  });
});

describe('sized variants', () => {
  /** What sharp reads in each file: AVIF is HEIF with AV1 inside. */
  const FORMATS = {
    avif: { format: 'heif', compression: 'av1' },
    webp: { format: 'webp' },
    jpeg: { format: 'jpeg' },
  } as const;

  it('makes every size in AVIF, WebP and JPEG at its pixel size, each of which decodes whole', async () => {
    const original = { width: 1500, height: 1000 };
    const { sized, thumbnail, large } = await makeVariants(await jpegOf(original.width, original.height));
    expect(['thumbnail', 'large', ...sized.keys()]).toEqual(madeVariants(original));
    for (const { shape, step, width, height } of sizedSteps(original))
      for (const [format, expected] of Object.entries(FORMATS)) {
        const file = sized.get(sizedVariant(shape, step, format as keyof typeof FORMATS))!;
        expect(await sharp(file).metadata()).toMatchObject({ ...expected, width, height });
        // Decoding every pixel fails on a truncated or corrupt file, where reading the header would not.
        const { info } = await sharp(file, { failOn: 'error' }).raw().toBuffer({ resolveWithObject: true });
        expect({ width: info.width, height: info.height }).toEqual({ width, height });
      }
    // The spec's variants are still made as they were; the 500 square JPEG is the thumbnail itself.
    expect(thumbnail).toBe(sized.get('square-500.jpg'));
    expect(await sharp(large).metadata()).toMatchObject({ format: 'jpeg', width: 1500, height: 1000 });
  });

  it('crops squares from the middle and keeps the whole photo in the full sizes', async () => {
    // Left half red, right half blue: a square from the middle of a wide photo holds both.
    const halves = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#ff0000' } })
      .composite([
        { input: { create: { width: 600, height: 400, channels: 3, background: '#0000ff' } }, left: 600, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    const { sized } = await makeVariants(halves);
    const colourAt = async (variant: SizedVariant, x: number) => {
      const { data, info } = await sharp(sized.get(variant)!).raw().toBuffer({ resolveWithObject: true });
      const offset = (Math.floor(info.height / 2) * info.width + x) * info.channels;
      return data[offset]! > 200 ? 'red' : data[offset + 2]! > 200 ? 'blue' : 'other';
    };
    expect([await colourAt('square-160.avif', 5), await colourAt('square-160.avif', 154)]).toEqual(['red', 'blue']);
    expect(await sharp(sized.get('full-1280.webp')!).metadata()).toMatchObject({ width: 1200, height: 400 });
    expect(await sharp(sized.get('full-640.jpg')!).metadata()).toMatchObject({ width: 640, height: 213 });
  });
});
