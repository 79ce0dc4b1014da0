import './responsive-photo.css';
import type { ImgHTMLAttributes } from 'react';
import { PHOTO_FORMAT_TYPES, type PhotoSources } from '@gp/shared';

const srcset = (candidates: PhotoSources['jpeg']) => candidates.map(({ url, width }) => `${url} ${width}w`).join(', ');

export interface ResponsivePhotoProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'
> {
  sources: PhotoSources;
  alt: string;
  /** How wide the photo shows at each screen width (the `sizes` attribute): the browser fetches the width that fills it. */
  sizes: string;
  /** The page's largest image (its LCP): fetched first and at once, never lazily. */
  priority?: boolean;
}

/**
 * A photo as `<picture>`: AVIF, else WebP, else the JPEG `<img>`, each at the widths the API made,
 * the browser choosing by what it decodes and by `sizes`. The img's width and height give its
 * aspect ratio, so the page keeps the photo's place while it loads. Other img attributes
 * (className, onError, draggable) go to the img; `responsive-photo-fill` fills the parent's box.
 */
export function ResponsivePhoto({ sources, sizes, priority = false, alt, ...img }: ResponsivePhotoProps) {
  return (
    <picture className="responsive-photo">
      <source type={PHOTO_FORMAT_TYPES.avif} srcSet={srcset(sources.avif)} sizes={sizes} />
      <source type={PHOTO_FORMAT_TYPES.webp} srcSet={srcset(sources.webp)} sizes={sizes} />
      <img
        {...img}
        src={sources.jpeg.at(-1)!.url}
        srcSet={srcset(sources.jpeg)}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading={priority ? undefined : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
      />
    </picture>
  );
}
