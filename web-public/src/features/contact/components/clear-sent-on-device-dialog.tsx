import { Stack, Text } from '@mantine/core';
import { ConfirmActions } from '@gp/web-common/components/confirm-actions';
import { Dialog } from '../../../components/dialog';
import { useProContactTranslation } from '../i18n';
import { forgetSentOnDevice } from '../sent-on-device';

/** Asks before the device's list of sent requests is cleared; the requests themselves stay with the pros. */
export function ClearSentOnDeviceDialog({ onClose, onCleared }: { onClose: () => void; onCleared: () => void }) {
  const { t } = useProContactTranslation();
  return (
    <Dialog opened onClose={onClose} title={t('device.clearTitle')} closeLabel={t('card.close')}>
      <Stack gap="md">
        <Text>{t('device.clearBody')}</Text>
        <ConfirmActions
          action={{ busy: false, error: null }}
          cancelLabel={t('device.cancel')}
          confirmLabel={t('device.confirmClear')}
          onCancel={onClose}
          onConfirm={() => {
            forgetSentOnDevice();
            onCleared();
          }}
        />
      </Stack>
    </Dialog>
  );
}
