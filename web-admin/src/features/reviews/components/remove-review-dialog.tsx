import { Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  REVIEW_REMOVAL_CODES,
  REVIEW_REMOVAL_NOTE_MAX_LENGTH,
  REVIEW_REMOVAL_REASONS,
  removeReviewRequestSchema,
  validationMessage,
  type AdminReview,
  type RemoveReviewRequest,
} from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface RemoveReviewDialogProps {
  review: AdminReview;
  onRemove: (review: AdminReview, body: RemoveReviewRequest) => Promise<void>;
  onCancel: () => void;
}

/**
 * Asks for the reason the author will read, from the shared list (the author reads it in their own
 * language), with a note of the admin's own; the shared schema decides whether one was given.
 */
export function RemoveReviewDialog({ review, onRemove, onCancel }: RemoveReviewDialogProps) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const reasons = useRef<HTMLDivElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const [reasonCode, setReasonCode] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<{ field: 'reasonCode' | 'note'; message: string } | null>(null);

  const remove = async () => {
    const parsed = removeReviewRequestSchema.safeParse({
      reasonCode: reasonCode ?? undefined,
      note,
      expectedRevision: review.revision,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'note' ? 'note' : 'reasonCode';
      setInvalid({ field, message: validationMessage(issue?.message ?? '', lang) });
      if (field === 'note') noteField.current?.focus();
      else reasons.current?.querySelector('input')?.focus();
      return;
    }
    await onRemove(review, parsed.data);
  };

  return (
    <ConfirmDialog
      title={t('reviews.removeDialog.title')}
      confirmLabel={t('reviews.removeDialog.confirm')}
      onConfirm={remove}
      onCancel={onCancel}
    >
      <Text style={{ wordBreak: 'break-word' }}>{t('reviews.removeDialog.intro', { title: review.title })}</Text>
      <Radio.Group
        ref={reasons}
        label={t('reviews.removeDialog.reasonLabel')}
        required
        value={reasonCode}
        error={invalid?.field === 'reasonCode' ? invalid.message : undefined}
        onChange={(value) => {
          setReasonCode(value);
          setInvalid(null);
        }}
      >
        <Stack gap="xs" mt="xs">
          {REVIEW_REMOVAL_CODES.map((reason) => (
            <Radio
              key={reason}
              value={reason}
              label={REVIEW_REMOVAL_REASONS[reason][lang]}
              data-autofocus={reason === REVIEW_REMOVAL_CODES[0] || undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        ref={noteField}
        label={t('reviews.removeDialog.noteLabel')}
        description={t('reviews.removeDialog.noteDescription', { max: REVIEW_REMOVAL_NOTE_MAX_LENGTH })}
        required={reasonCode === 'other'}
        autosize
        minRows={2}
        maxLength={REVIEW_REMOVAL_NOTE_MAX_LENGTH}
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
