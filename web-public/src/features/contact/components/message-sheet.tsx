import { Dialog } from '../../../components/dialog';
import { useProContactTranslation } from '../i18n';
import { MessageForm } from './message-form';

/**
 * A pro's message form over the results page: a sheet along the bottom of a phone, a centred dialog
 * on a wider screen. Escape and the close button close it, and the focus goes back to the card's button.
 */
export function MessageSheet({
  proId,
  name,
  opened,
  onClose,
}: {
  proId: string;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useProContactTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('card.sheetTitle', { name })} closeLabel={t('card.close')} sheet>
      <MessageForm proId={proId} name={name} withTitle={false} onClose={onClose} />
    </Dialog>
  );
}
