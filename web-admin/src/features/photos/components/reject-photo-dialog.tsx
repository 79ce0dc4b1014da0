import { Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  PHOTO_REJECTION_CODES,
  PHOTO_REJECTION_REASON_MAX_LENGTH,
  PHOTO_REJECTION_REASONS,
  rejectPhotoRequestSchema,
  validationMessage,
  type AdminPhoto,
  type RejectPhotoRequest,
} from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePhotoOwnerName } from '../hooks/use-photo-owner-name';

interface RejectPhotoDialogProps {
  photo: AdminPhoto;
  onReject: (photo: AdminPhoto, body: RejectPhotoRequest) => Promise<void>;
  onCancel: () => void;
}

/**
 * Asks for the reason the owner will read, from the shared list (the owner reads it in their own
 * language), with a note of the admin's own; the shared schema decides whether one was given.
 */
export function RejectPhotoDialog({ photo, onReject, onCancel }: RejectPhotoDialogProps) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const owner = usePhotoOwnerName()(photo);
  const reasons = useRef<HTMLDivElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const [code, setCode] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<{ field: 'code' | 'note'; message: string } | null>(null);

  const reject = async () => {
    const parsed = rejectPhotoRequestSchema.safeParse({ code: code ?? undefined, note });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'note' ? 'note' : 'code';
      setInvalid({ field, message: validationMessage(issue?.message ?? '', lang) });
      if (field === 'note') noteField.current?.focus();
      else reasons.current?.querySelector('input')?.focus();
      return;
    }
    await onReject(photo, parsed.data);
  };

  return (
    <ConfirmDialog
      title={t('photos.rejectDialog.title')}
      confirmLabel={t('photos.rejectDialog.confirm')}
      onConfirm={reject}
      onCancel={onCancel}
    >
      <Text>{t('photos.rejectDialog.intro', { owner })}</Text>
      <Radio.Group
        ref={reasons}
        label={t('photos.rejectDialog.reasonLabel')}
        required
        value={code}
        error={invalid?.field === 'code' ? invalid.message : undefined}
        onChange={(value) => {
          setCode(value);
          setInvalid(null);
        }}
      >
        <Stack gap="xs" mt="xs">
          {PHOTO_REJECTION_CODES.map((reason) => (
            <Radio
              key={reason}
              value={reason}
              label={PHOTO_REJECTION_REASONS[reason][lang]}
              data-autofocus={reason === PHOTO_REJECTION_CODES[0] || undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        ref={noteField}
        label={t('photos.rejectDialog.noteLabel')}
        description={t('photos.rejectDialog.noteDescription', { max: PHOTO_REJECTION_REASON_MAX_LENGTH })}
        required={code === 'other'}
        autosize
        minRows={2}
        maxLength={PHOTO_REJECTION_REASON_MAX_LENGTH}
        value={note}
        error={invalid?.field === 'note' ? invalid.message : undefined}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setInvalid(null);
        }}
      />
    </ConfirmDialog>
  );
}
