import { Stack, Text } from '@mantine/core';
import type { SentRequestView } from '@gp/shared';
import { ConfirmActions } from '@gp/web-common/components/confirm-actions';
import { usePendingAction } from '@gp/web-common/hooks/use-pending-action';
import { Dialog } from '../../../components/dialog';
import { useProContactTranslation } from '../i18n';

interface WithdrawSentRequestDialogProps {
  request: SentRequestView;
  /** The pro's name as the card shows it. */
  proName: string;
  onWithdraw: (leadId: string) => Promise<void>;
  onClose: () => void;
}

/** Asks before the sender withdraws a request for good; a refusal is shown in the dialog. */
export function WithdrawSentRequestDialog({ request, proName, onWithdraw, onClose }: WithdrawSentRequestDialogProps) {
  const { t } = useProContactTranslation();
  const action = usePendingAction();
  const confirm = () =>
    void action.run(async () => {
      await onWithdraw(request.id);
      onClose();
    });
  return (
    <Dialog opened onClose={onClose} title={t('sent.withdrawDialog.title')} closeLabel={t('sent.withdrawDialog.close')}>
      <Stack gap="md">
        <Text style={{ wordBreak: 'break-word' }}>{t('sent.withdrawDialog.body', { name: proName })}</Text>
        <ConfirmActions
          action={action}
          cancelLabel={t('sent.withdrawDialog.cancel')}
          confirmLabel={t('sent.withdrawDialog.confirm')}
          onCancel={onClose}
          onConfirm={confirm}
        />
      </Stack>
    </Dialog>
  );
}
