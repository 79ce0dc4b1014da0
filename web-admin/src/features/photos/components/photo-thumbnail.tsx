import { AspectRatio, Center, Text } from '@mantine/core';
import type { PhotoSources } from '@gp/shared';
import { ResponsivePhoto } from '@gp/web-common/components/responsive-photo';
import { useState } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';

/** The moderation grid's cells: the whole width on a phone, then a half, a third, a quarter (photos-tab.tsx). */
const THUMBNAIL_SIZES = '(min-width: 75em) 25vw, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw';

/** A square thumbnail; says so instead of showing a broken image when the file cannot be read. */
export function PhotoThumbnail({
  sources,
  alt,
  sizes = THUMBNAIL_SIZES,
}: {
  sources: PhotoSources;
  alt: string;
  /** The width it is shown at, for the browser to pick a file; the grid's cells by default. */
  sizes?: string;
}) {
  const { t } = useAppTranslation('admin');
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio ratio={1}>
      {failed ? (
        <Center bg="gray.1">
          <Text size="sm" c="gray.7">
            {t('photos.unavailable')}
          </Text>
        </Center>
      ) : (
        <ResponsivePhoto
          sources={sources}
          alt={alt}
          sizes={sizes}
          className="responsive-photo-fill"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          onError={() => setFailed(true)}
        />
      )}
    </AspectRatio>
  );
}
