import type sharpConstructor from 'sharp';
import type { OutputInfo, Sharp, SharpOptions } from 'sharp';
import { ConcurrencyLimit } from './concurrency-limit';
import {
  PHOTO_FORMATS,
  RESIZED_SIZE,
  sizedSteps,
  sizedVariant,
  THUMBNAIL_SIZE,
  type PhotoFormat,
  type SizedVariant,
} from '@gp/shared';
import { DomainError } from '../../../core/errors/domain-error';

export type ImageType = 'png' | 'jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** Bytes needed to tell the accepted types apart. */
export const SIGNATURE_BYTES = PNG_SIGNATURE.length;

/** The type the bytes say, never the file name or the declared Content-Type; null for anything else. */
export function detectImageType(head: Buffer): ImageType | null {
  if (head.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (head.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/**
 * 50 megapixels: above any phone camera, far below what would exhaust memory when decoded
 * (a 17,000 × 17,000 "pixel bomb" PNG is a few hundred bytes on the wire).
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes at once, across uploads and the variants job. A decoded photo holds its bitmap in memory
 * (a 7000 × 7000 PNG is ~150 MB), so a burst of uploads queues here instead of decoding side by side.
 * One: libvips already spreads one image over every core; a second decode at once on two cores
 * raised the peak of 16 simultaneous 7000² uploads from ~290 MB to ~430 MB (npm run bench).
 */
export const DECODE_CONCURRENCY = 1;
export const imageDecodes = new ConcurrencyLimit(DECODE_CONCURRENCY);

type SharpConstructor = typeof sharpConstructor;
let sharpLoading: Promise<SharpConstructor> | undefined;
/** sharp (libvips) loads with the first photo rather than at every start, of which it took 75 ms. */
export function loadSharp(): Promise<SharpConstructor> {
  sharpLoading ??= import('sharp').then((module) => {
    // The CommonJS build's module.exports is the constructor; its types also offer the ES build's namespace.
    const sharp = module.default as SharpConstructor;
    // libvips' operation cache keeps recent bitmaps around for reuse; photos are never decoded twice.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

const decodeOptions: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // 'error' also refuses truncated files; mere warnings (odd bytes some cameras write) pass.
  failOn: 'error',
};

/** What every stored photo is: a JPEG within 3000 × 3000, upright, without metadata (EXIF, GPS). */
const bounded = { width: RESIZED_SIZE, height: RESIZED_SIZE, fit: 'inside', withoutEnlargement: true } as const;
const ORIGINAL_QUALITY = 85;
const VARIANT_QUALITY = 80;

export interface NormalizedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an upload and re-encodes it as the stored original. sharp writes no metadata unless
 * asked to, so EXIF (with GPS) is dropped; `.rotate()` first applies the EXIF orientation it drops.
 * Anything sharp cannot decode within the limits is 422 PHOTO.UNREADABLE.
 */
export async function normalizeUpload(input: Buffer): Promise<NormalizedPhoto> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await imageDecodes.run(() =>
      sharp(input, decodeOptions)
        .rotate()
        .resize(bounded)
        .jpeg({ quality: ORIGINAL_QUALITY, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
    );
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    throw new DomainError('PHOTO.UNREADABLE');
  }
}

/**
 * Encoder settings per format, at about the same look (q80 mozjpeg ≈ WebP q75 ≈ AVIF q50).
 * AVIF `effort` 1 (of 0–9, sharp's default 4): on a 1920-wide photo, effort 4 took ~17× as long
 * for a file 2–3 % smaller (npm run bench -- photo-variants).
 */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 1 }),
  webp: (image: Sharp) => image.webp({ quality: 75 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: VARIANT_QUALITY, mozjpeg: true }),
} satisfies Record<PhotoFormat, (image: Sharp) => Sharp>;

export interface PhotoVariants {
  thumbnail: Buffer;
  large: Buffer;
  /** Every sized variant of the photo (sizedSteps × PHOTO_FORMATS); the square 500 JPEG is the thumbnail. */
  sized: Map<SizedVariant, Buffer>;
}

/**
 * The served variants: spec §3's 500 × 500 square thumbnail and large image within 3000 × 3000,
 * and the sized variants browsers choose from (shared/src/rules/photo-variants.ts).
 */
export function makeVariants(original: Buffer): Promise<PhotoVariants> {
  return imageDecodes.run(async () => {
    const sharp = await loadSharp();
    // Decoded once; every file is made from these pixels, one size at a time, its three formats
    // side by side. (Every size decoding the original at once raised the peak RSS of 16
    // simultaneous 7000² uploads by ~100 MB, to ~490 MB: npm run bench -- photo-variants.)
    const { data, info } = await sharp(original, decodeOptions)
      .rotate()
      .resize(bounded)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = (raw: { data: Buffer; info: OutputInfo }) => sharp(raw.data, { raw: raw.info });
    const makeSized = async () => {
      const sized = new Map<SizedVariant, Buffer>();
      for (const { shape, step, width, height } of sizedSteps(info)) {
        // 'cover' at the exact size: a full step's rounded height crops at most a pixel.
        const resized = await pixels({ data, info })
          .resize({ width, height, fit: 'cover' })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const encoded = await Promise.all(PHOTO_FORMATS.map((format) => ENCODERS[format](pixels(resized)).toBuffer()));
        PHOTO_FORMATS.forEach((format, index) => sized.set(sizedVariant(shape, step, format), encoded[index]!));
      }
      return sized;
    };
    const [large, sized] = await Promise.all([ENCODERS.jpeg(pixels({ data, info })).toBuffer(), makeSized()]);
    return { thumbnail: sized.get(sizedVariant('square', THUMBNAIL_SIZE, 'jpeg'))!, large, sized };
  });
}
