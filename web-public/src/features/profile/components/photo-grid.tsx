import { Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { PhotoView } from '@gp/shared';
import { ResponsivePhoto } from '@gp/web-common/components/responsive-photo';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { useProfileTranslation } from '../i18n';

/** A grid cell: a third of the page on a phone, a sixth of the 1108 px container from md (62em) on, less the gaps. */
const THUMB_SIZES = '(min-width: 62em) 176px, calc((100vw - 52px) / 3)';
/** The zoom dialog (size xl: 780 px, less its paddings), or the screen less the dialog's margins. */
const ZOOM_SIZES = '(min-width: 820px) 748px, calc(100vw - 64px)';

/** How far (px) a finger must travel sideways for a swipe to change the photo. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Work photos (spec §2): thumbnails 4 of 12 columns wide on a phone (three a row) and 2 of 12 on a
 * desktop (six a row); a click opens the large variant in a dialog that Escape closes. The zoom view
 * steps through the photos with Previous/Next (also ArrowLeft/ArrowRight and a sideways swipe),
 * wrapping around at the ends, and says where it is ("2 / 5").
 */
export function PhotoGrid({ photos, ownerName }: { photos: readonly PhotoView[]; ownerName: string }) {
  const { t } = useProfileTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? undefined : photos[open];
  const describe = (index: number) => t('photos.alt', { name: ownerName, number: index + 1, total: photos.length });
  const step = (by: number) =>
    setOpen((index) => (index === null || photos.length === 0 ? index : (index + by + photos.length) % photos.length));
  return (
    <>
      <SimpleGrid cols={{ base: 3, md: 6 }} spacing="xs" component="ul" className="plain-list">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <UnstyledButton
              onClick={() => setOpen(index)}
              className="photo-zoom-button"
              aria-label={t('photos.zoom', { description: describe(index) })}
            >
              <ResponsivePhoto sources={photo.sources.square} alt="" sizes={THUMB_SIZES} className="photo-grid-thumb" />
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      <Dialog
        opened={current !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? '' : describe(open)}
        closeLabel={t('close')}
        size="xl"
      >
        {current && open !== null && (
          <ZoomView
            photo={current}
            alt={describe(open)}
            position={t('photos.position', { number: open + 1, total: photos.length })}
            canStep={photos.length > 1}
            onStep={step}
          />
        )}
      </Dialog>
    </>
  );
}

interface ZoomViewProps {
  photo: PhotoView;
  alt: string;
  position: string;
  canStep: boolean;
  onStep: (by: -1 | 1) => void;
}

function ZoomView({ photo, alt, position, canStep, onStep }: ZoomViewProps) {
  const { t } = useProfileTranslation();
  const swipeStart = useRef<{ pointerId: number; x: number } | null>(null);

  useEffect(() => {
    if (!canStep) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onStep(-1);
      else if (event.key === 'ArrowRight') onStep(1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [canStep, onStep]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { pointerId: event.pointerId, x: event.clientX };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!canStep || !start || start.pointerId !== event.pointerId) return;
    const travelled = event.clientX - start.x;
    if (Math.abs(travelled) < SWIPE_THRESHOLD_PX) return;
    // A finger moving left brings the next photo in from the right.
    onStep(travelled < 0 ? 1 : -1);
  };

  return (
    <Stack gap="sm">
      <div
        className="photo-zoom-stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <ResponsivePhoto
          sources={photo.sources.full}
          alt={alt}
          sizes={ZOOM_SIZES}
          className="photo-zoom-image"
          draggable={false}
        />
      </div>
      {canStep && (
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Button variant="default" onClick={() => onStep(-1)}>
            {t('photos.previous')}
          </Button>
          <Text aria-live="polite" c="gray.7">
            {position}
          </Text>
          <Button variant="default" onClick={() => onStep(1)}>
            {t('photos.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
