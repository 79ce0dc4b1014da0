import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { AuthoredReview } from '@gp/shared';
import { useState } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { Dialog } from '../../../components/dialog';
import { useWithdrawMyReview } from '../api/withdraw-my-review';
import { useReviewsTranslation } from '../i18n';

interface WithdrawReviewDialogProps {
  review: AuthoredReview;
  onClose: () => void;
}

/** Asks before the author withdraws a review for good; a refusal is shown in the dialog. */
export function WithdrawReviewDialog({ review, onClose }: WithdrawReviewDialogProps) {
  const { t } = useReviewsTranslation();
  const lang = useLang();
  const withdraw = useWithdrawMyReview(lang);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await withdraw(review.id);
      onClose();
    } catch (caught) {
      setError(apiErrorMessage(caught, lang));
      setBusy(false);
    }
  };

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('authored.withdrawDialog.title')}
      closeLabel={t('authored.withdrawDialog.close')}
    >
      <Stack gap="md">
        <Text style={{ wordBreak: 'break-word' }}>{t('authored.withdrawDialog.body', { title: review.title })}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('authored.withdrawDialog.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t('authored.withdrawDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
