import type { AdminPhoto } from '@gp/shared';
import { useCallback } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';

/** How the console names a photo's owner in labels and messages. */
export function usePhotoOwnerName() {
  const { t } = useAppTranslation('admin');
  return useCallback((photo: AdminPhoto) => photo.ownerName ?? t('photos.unknownOwner'), [t]);
}
