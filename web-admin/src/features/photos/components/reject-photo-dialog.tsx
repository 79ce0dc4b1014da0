import { Text, Textarea } from '@mantine/core';
import { PHOTO_REJECTION_REASON_MAX_LENGTH, rejectPhotoRequestSchema, validationMessage, type AdminPhoto } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { RejectPhotoRequest } from '../api/reject-photo';
import { usePhotoOwnerName } from '../hooks/use-photo-owner-name';

interface RejectPhotoDialogProps {
  photo: AdminPhoto;
  onReject: (photo: AdminPhoto, body: RejectPhotoRequest) => Promise<void>;
  onCancel: () => void;
}

/** Asks for the reason the owner will read; the shared schema decides whether one was given. */
export function RejectPhotoDialog({ photo, onReject, onCancel }: RejectPhotoDialogProps) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const owner = usePhotoOwnerName()(photo);
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const reject = async () => {
    const parsed = rejectPhotoRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(validationMessage(parsed.error.issues[0]?.message ?? '', lang));
      field.current?.focus();
      return;
    }
    await onReject(photo, parsed.data);
  };

  return (
    <ConfirmDialog title={t('photos.rejectDialog.title')} confirmLabel={t('photos.rejectDialog.confirm')} onConfirm={reject} onCancel={onCancel}>
      <Text>{t('photos.rejectDialog.intro', { owner })}</Text>
      <Textarea
        ref={field}
        label={t('photos.rejectDialog.reasonLabel')}
        description={t('photos.rejectDialog.reasonDescription', { max: PHOTO_REJECTION_REASON_MAX_LENGTH })}
        required
        autosize
        minRows={3}
        maxLength={PHOTO_REJECTION_REASON_MAX_LENGTH}
        value={reason}
        error={invalid}
        data-autofocus
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setInvalid(null);
        }}
      />
    </ConfirmDialog>
  );
}
