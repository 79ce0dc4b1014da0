import { THUMBNAIL_SIZE } from '../constants/constants';

/**
 * The sized variants of a photo, from which a browser picks through `<picture>` and `srcset`: two
 * shapes, each at a few widths, each in AVIF, WebP and JPEG (the fallback `<img>`).
 *
 * - `square`, cropped to fill a square, for avatars (72 and 112 CSS px), the profile's photo grid
 *   (about 115 px a thumbnail on a phone, 185 on a desktop) and the moderation grid: 160, 320 and 500
 *   cover those at 1× to 3× screens. 500 is the spec's thumbnail, whose JPEG is the same file.
 * - `full`, the whole photo, for the profile's cover (the page's width up to 1140 px) and the zoom
 *   (up to 800 px): 640 fills a phone at 1–2×, 1280 a phone at 3× and a desktop at 1×, 1920 a
 *   desktop at 2×. Never wider than the stored original, whose size the upload recorded.
 */
export const PHOTO_SHAPES = { square: [160, 320, THUMBNAIL_SIZE], full: [640, 1280, 1920] } as const;
export type PhotoShape = keyof typeof PHOTO_SHAPES;

/** Best first: `<picture>` offers its sources in this order, and the browser takes the first it can decode. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const EXTENSIONS = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const satisfies Record<PhotoFormat, string>;
export const PHOTO_FORMAT_TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
} as const satisfies Record<PhotoFormat, string>;

type StepOf<S extends PhotoShape> = (typeof PHOTO_SHAPES)[S][number];
/** A sized variant's name, also the last segment of its URL: `square-320.avif`, `full-1920.jpg`. */
export type SizedVariant = {
  [S in PhotoShape]: `${S}-${StepOf<S>}.${(typeof EXTENSIONS)[PhotoFormat]}`;
}[PhotoShape];

export const sizedVariant = (shape: PhotoShape, step: number, format: PhotoFormat) =>
  `${shape}-${step}.${EXTENSIONS[format]}` as SizedVariant;

export const SIZED_VARIANTS: readonly SizedVariant[] = (Object.keys(PHOTO_SHAPES) as PhotoShape[]).flatMap((shape) =>
  PHOTO_SHAPES[shape].flatMap((step) => PHOTO_FORMATS.map((format) => sizedVariant(shape, step, format))),
);

export const isSizedVariant = (variant: string): variant is SizedVariant =>
  (SIZED_VARIANTS as readonly string[]).includes(variant);

/** Shape and format of a sized variant, read back from its name. */
export function parseSizedVariant(variant: SizedVariant): { shape: PhotoShape; format: PhotoFormat } {
  const [shape, extension] = variant.split(/-\d+\./) as [PhotoShape, string];
  return { shape, format: PHOTO_FORMATS.find((format) => EXTENSIONS[format] === extension)! };
}

export interface PixelSize {
  width: number;
  height: number;
}

/** One width of a shape as made: its step (in the name) and its pixels. */
export interface SizedStep extends PixelSize {
  shape: PhotoShape;
  step: number;
}

/**
 * The sizes made of a photo whose stored original is `original`. A square is always its step,
 * like the thumbnail; a full step is no wider than the original, and a step the previous one
 * already reached the original's width with is not made at all.
 */
export function sizedSteps(original: PixelSize): SizedStep[] {
  const squares = PHOTO_SHAPES.square.map((step) => ({ shape: 'square' as const, step, width: step, height: step }));
  const fulls: SizedStep[] = [];
  for (const step of PHOTO_SHAPES.full) {
    if (fulls.at(-1)?.width === original.width) break;
    const width = Math.min(step, original.width);
    fulls.push({
      shape: 'full',
      step,
      width,
      height: Math.max(1, Math.round((original.height * width) / original.width)),
    });
  }
  return [...squares, ...fulls];
}

/**
 * Every served file of a photo: the re-encoded original, the spec's two JPEG variants (a 500 × 500
 * thumbnail and a large image within 3000 × 3000) and the sized variants.
 */
export const PHOTO_VARIANTS = ['original', 'large', 'thumbnail', ...SIZED_VARIANTS] as const;
export type PhotoVariant = 'original' | 'large' | 'thumbnail' | SizedVariant;

/** Every variant the background job makes of an original of this size. */
export const madeVariants = (original: PixelSize): PhotoVariant[] => [
  'thumbnail',
  'large',
  ...sizedSteps(original).flatMap(({ shape, step }) =>
    PHOTO_FORMATS.map((format) => sizedVariant(shape, step, format)),
  ),
];

/** The media type a variant is served with. */
export const photoContentType = (variant: PhotoVariant) =>
  isSizedVariant(variant) ? PHOTO_FORMAT_TYPES[parseSizedVariant(variant).format] : 'image/jpeg';

/** Where a photo variant is served. */
export const photoUrl = (userId: string, photoId: string, variant: PhotoVariant) =>
  `/api/v1/photos/${userId}/${photoId}/${variant}`;

/** `srcset` candidates: a variant's URL and its width in pixels. */
type SrcsetCandidates = { url: string; width: number }[];

/** A photo in one shape, as `<picture>` offers it (see photoSources); profile.schema.ts validates answers against it. */
export interface PhotoSources extends PixelSize {
  avif: SrcsetCandidates;
  webp: SrcsetCandidates;
  jpeg: SrcsetCandidates;
}

/**
 * What `<picture>` needs to show a photo in one shape: per format, the URLs with their widths
 * (`srcset` candidates, narrowest first), and the pixel size of the widest, so that the page
 * reserves the photo's place before it arrives. Square photos need no original size.
 */
export function photoSources(userId: string, photoId: string, shape: 'square'): PhotoSources;
export function photoSources(userId: string, photoId: string, shape: 'full', original: PixelSize): PhotoSources;
export function photoSources(userId: string, photoId: string, shape: PhotoShape, original?: PixelSize): PhotoSources {
  // A square's sizes do not depend on the original: any size gives the same squares.
  const steps = sizedSteps(original ?? { width: 1, height: 1 }).filter((size) => size.shape === shape);
  const widest = steps.at(-1)!;
  const candidates = (format: PhotoFormat) =>
    steps.map(({ step, width }) => ({ url: photoUrl(userId, photoId, sizedVariant(shape, step, format)), width }));
  return {
    width: widest.width,
    height: widest.height,
    avif: candidates('avif'),
    webp: candidates('webp'),
    jpeg: candidates('jpeg'),
  };
}
