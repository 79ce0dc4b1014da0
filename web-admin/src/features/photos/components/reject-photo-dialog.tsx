import {
  PHOTO_REJECTION_REASON_MAX_LENGTH,
  PHOTO_REJECTION_REASONS,
  rejectPhotoRequestSchema,
  type AdminPhoto,
  type RejectPhotoRequest,
} from '@gp/shared';
import { Box, Group, Text } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { formatDate } from '@gp/web-common/lib/format-date';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { ReasonDialog } from '../../../components/reason-dialog';
import { usePhotoOwnerName } from '../hooks/use-photo-owner-name';
import { PhotoThumbnail } from './photo-thumbnail';

interface RejectPhotoDialogProps {
  photo: AdminPhoto;
  onReject: (photo: AdminPhoto, body: RejectPhotoRequest) => Promise<void>;
  onCancel: () => void;
}

/** Rejecting a photo: the photo itself and what it is used as, then the reason its owner will read in their own language. */
export function RejectPhotoDialog({ photo, onReject, onCancel }: RejectPhotoDialogProps) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const owner = usePhotoOwnerName()(photo);
  const date = formatDate(photo.uploadedAt, lang);
  return (
    <ReasonDialog
      title={t('photos.rejectDialog.title')}
      confirmLabel={t('photos.rejectDialog.confirm')}
      preview={
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <Box w={128} style={{ flexShrink: 0 }}>
            <PhotoThumbnail sources={photo.thumbnailSources} alt={t('photos.alt', { owner, date })} sizes="128px" />
          </Box>
          <Text fw={700}>{t(`photos.kind.${photo.kind}`)}</Text>
        </Group>
      }
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
