import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useProContactTranslation } from '../i18n';
import { forgetSentOnDevice } from '../sent-on-device';

/** Asks before the device's list of sent requests is cleared; the requests themselves stay with the pros. */
export function ClearSentOnDeviceDialog({ onClose, onCleared }: { onClose: () => void; onCleared: () => void }) {
  const { t } = useProContactTranslation();
  const labels = {
    title: t('device.clearTitle'),
    close: t('card.close'),
    body: t('device.clearBody'),
    cancel: t('device.cancel'),
    confirm: t('device.confirmClear'),
  };
  const clear = () => {
    forgetSentOnDevice();
    onCleared();
  };
  return <ConfirmDialog labels={labels} onConfirm={clear} onClose={onClose} />;
}
