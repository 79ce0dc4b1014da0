import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { photoRejectionText, type AdminPhoto } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useState } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { formatDate } from '@gp/web-common/lib/format-date';
import { usePhotoOwnerName } from '../hooks/use-photo-owner-name';
import { PhotoStatusBadge } from './photo-status-badge';
import { PhotoThumbnail } from './photo-thumbnail';

interface PhotoCardProps {
  photo: AdminPhoto;
  canModerate: boolean;
  onApprove: (photo: AdminPhoto) => Promise<void>;
  onReject: (photo: AdminPhoto) => void;
}

/** A photo in the moderation grid: thumbnail, owner, date, status, a rejection's reason, and the decisions left to take. */
export function PhotoCard({ photo, canModerate, onApprove, onReject }: PhotoCardProps) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const owner = usePhotoOwnerName()(photo);
  const date = formatDate(photo.uploadedAt, lang);
  const [approving, setApproving] = useState(false);

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <PhotoThumbnail sources={photo.thumbnailSources} alt={t('photos.alt', { owner, date })} />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {owner}
          </Text>
          <PhotoStatusBadge status={photo.status} />
        </Group>
        <Text size="sm" fw={600}>
          {t(`photos.kind.${photo.kind}`)}
        </Text>
        <Text size="sm" c="gray.7">
          <time dateTime={photo.uploadedAt}>{t('photos.uploaded', { date })}</time>
        </Text>
        {photo.status === 'rejected' && photo.rejection && (
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {t('photos.reason', { reason: photoRejectionText(photo.rejection, lang) })}
          </Text>
        )}
        {canModerate && (
          <Group gap="xs">
            {photo.status !== 'approved' && (
              <Button
                size="xs"
                color="green"
                loading={approving}
                aria-label={t('photos.approveLabel', { owner, date })}
                onClick={async () => {
                  setApproving(true);
                  await onApprove(photo);
                  setApproving(false);
                }}
              >
                {t('photos.approve')}
              </Button>
            )}
            {photo.status !== 'rejected' && (
              <Button
                size="xs"
                color="red"
                variant="light"
                aria-label={t('photos.rejectLabel', { owner, date })}
                onClick={() => onReject(photo)}
              >
                {t('photos.reject')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
