import { Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import type { PhotoView } from '@gp/shared';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { useProfileTranslation } from '../i18n';

/**
 * Work photos (spec §2): thumbnails 4 of 12 columns wide on a phone (three a row) and 2 of 12 on a
 * desktop (six a row); a click opens the large variant in a dialog that Escape closes.
 */
export function PhotoGrid({ photos, ownerName }: { photos: readonly PhotoView[]; ownerName: string }) {
  const { t } = useProfileTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? undefined : photos[open];
  const describe = (index: number) => t('photos.alt', { name: ownerName, number: index + 1, total: photos.length });
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
              <Image src={photo.urls.thumbnail} alt="" radius="sm" className="photo-grid-thumb" loading="lazy" />
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
        {current && <Image src={current.urls.large} alt={describe(open!)} radius="sm" fit="contain" mah="75vh" />}
      </Dialog>
    </>
  );
}
