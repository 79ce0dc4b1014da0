import type { AdminPhoto } from '@gp/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** How the console names a photo's owner in labels and messages. */
export function usePhotoOwnerName() {
  const { t } = useTranslation('admin');
  return useCallback((photo: AdminPhoto) => photo.ownerName ?? t('photos.unknownOwner'), [t]);
}
