import { Button, Group, Stack, Text } from '@mantine/core';
import type { PhotoView } from '@gp/shared';
import { ResponsivePhoto } from '@gp/web-common/components/responsive-photo';
import { useEffect, useRef, type PointerEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { useProfileTranslation } from '../i18n';

/** The zoom dialog (size xl: 780 px, less its paddings), or the screen less the dialog's margins. */
const ZOOM_SIZES = '(min-width: 820px) 748px, calc(100vw - 64px)';

/** How far (px) a finger must travel sideways for a swipe to change the photo. */
const SWIPE_THRESHOLD_PX = 50;

/** A work photo large, in a dialog that Escape closes; open while `photo` is set. */
export function PhotoZoom({
  photo,
  onClose,
  ...view
}: Omit<ZoomViewProps, 'photo'> & { photo: PhotoView | undefined; onClose: () => void }) {
  const { t } = useProfileTranslation();
  return (
    <Dialog opened={photo !== undefined} onClose={onClose} title={view.alt} closeLabel={t('close')} size="xl">
      {photo && <ZoomView photo={photo} {...view} />}
    </Dialog>
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
