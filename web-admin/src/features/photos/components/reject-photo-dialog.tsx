import {
  PHOTO_REJECTION_REASON_MAX_LENGTH,
  PHOTO_REJECTION_REASONS,
  rejectPhotoRequestSchema,
  type AdminPhoto,
  type RejectPhotoRequest,
} from '@gp/shared';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { ReasonDialog } from '../../../components/reason-dialog';
import { usePhotoOwnerName } from '../hooks/use-photo-owner-name';

interface RejectPhotoDialogProps {
  photo: AdminPhoto;
  onReject: (photo: AdminPhoto, body: RejectPhotoRequest) => Promise<void>;
  onCancel: () => void;
}

/** Rejecting a photo: the reason its owner will read in their own language. */
export function RejectPhotoDialog({ photo, onReject, onCancel }: RejectPhotoDialogProps) {
  const { t } = useAppTranslation('admin');
  const owner = usePhotoOwnerName()(photo);
  return (
    <ReasonDialog
      title={t('photos.rejectDialog.title')}
      confirmLabel={t('photos.rejectDialog.confirm')}
      intro={t('photos.rejectDialog.intro', { owner })}
      reasons={PHOTO_REJECTION_REASONS}
      reasonLabel={t('photos.rejectDialog.reasonLabel')}
      noteLabel={t('photos.rejectDialog.noteLabel')}
      noteDescription={t('photos.rejectDialog.noteDescription', { max: PHOTO_REJECTION_REASON_MAX_LENGTH })}
      noteMaxLength={PHOTO_REJECTION_REASON_MAX_LENGTH}
      parse={({ code, note }) => rejectPhotoRequestSchema.safeParse({ code, note })}
      onConfirm={(body) => onReject(photo, body)}
      onCancel={onCancel}
    />
  );
}
