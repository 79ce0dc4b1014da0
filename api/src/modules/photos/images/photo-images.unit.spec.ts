import sharp from 'sharp';
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
