import { Stack, UnstyledButton } from '@mantine/core';
import type { PhotoView } from '@gp/shared';
import { PhotoStatusMark } from '@gp/web-common/components/photo-status-mark';
import { ResponsivePhoto } from '@gp/web-common/components/responsive-photo';
import { lazy, Suspense, useState } from 'react';
import { useProfileTranslation } from '../i18n';

const loadZoom = () => import('./photo-zoom');
/** The zoom (a dialog and its swipes) loads when a visitor reaches for a photo, not with the page. */
const PhotoZoom = lazy(() => loadZoom().then((module) => ({ default: module.PhotoZoom })));

/** A grid cell: a third of the page on a phone, a sixth of the 1108 px container from md (62em) on, less the gaps. */
const THUMB_SIZES = '(min-width: 62em) 176px, calc((100vw - 52px) / 3)';

/**
 * Work photos (spec §2): thumbnails 4 of 12 columns wide on a phone (three a row) and 2 of 12 on a
 * desktop (six a row); a click opens the large variant in a dialog that Escape closes. The zoom view
 * steps through the photos with Previous/Next (also ArrowLeft/ArrowRight and a sideways swipe),
 * wrapping around at the ends, and says where it is ("2 / 5"). `marked` (the owner's view) says
 * under each photo whether it is public, awaiting review or rejected, and why.
 */
export function PhotoGrid({
  photos,
  ownerName,
  marked,
}: {
  photos: readonly PhotoView[];
  ownerName: string;
  marked: boolean;
}) {
  const { t } = useProfileTranslation();
  const [open, setOpen] = useState<number | null>(null);
  // Mounted from the first opening on, so closing plays out and gives the focus back as before.
  const [zoomed, setZoomed] = useState(false);
  const current = open === null ? undefined : photos[open];
  const describe = (index: number) => t('photos.alt', { name: ownerName, number: index + 1, total: photos.length });
  const step = (by: number) =>
    setOpen((index) => (index === null || photos.length === 0 ? index : (index + by + photos.length) % photos.length));
  return (
    <>
      <ul className="plain-list photo-grid">
        {photos.map((photo, index) => (
          <Stack key={photo.id} component="li" gap={4}>
            <UnstyledButton
              onClick={() => {
                setZoomed(true);
                setOpen(index);
              }}
              onPointerEnter={() => void loadZoom().catch(() => undefined)}
              onFocus={() => void loadZoom().catch(() => undefined)}
              className="photo-zoom-button"
              aria-label={t('photos.zoom', { description: describe(index) })}
            >
              <ResponsivePhoto sources={photo.sources.square} alt="" sizes={THUMB_SIZES} className="photo-grid-thumb" />
            </UnstyledButton>
            {marked && <PhotoStatusMark photo={photo} />}
          </Stack>
        ))}
      </ul>
      {zoomed && (
        <Suspense fallback={null}>
          <PhotoZoom
            photo={current}
            alt={open === null ? '' : describe(open)}
            position={open === null ? '' : t('photos.position', { number: open + 1, total: photos.length })}
            canStep={photos.length > 1}
            onStep={step}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
