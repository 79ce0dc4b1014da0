import { Badge, Stack, Text } from '@mantine/core';
import { photoRejectionText, type PhotoView } from '@gp/shared';
import { useLang } from '../hooks/use-lang';
import { useAppTranslation } from '../lib/i18n';

const COLORS = { approved: 'green', pending: 'blue', rejected: 'red' } as const;

/**
 * What a photo is to visitors, in words, for its owner (DESIGN §9): public, awaiting review, or
 * rejected with the admin's reason in the owner's language. Only the owner's (and admins') answer
 * holds photos that are not public, so a page shows this on the owner's view only.
 */
export function PhotoStatusMark({ photo }: { photo: Pick<PhotoView, 'status' | 'rejection'> }) {
  const { t } = useAppTranslation('common');
  const lang = useLang();
  return (
    <Stack gap={2} align="flex-start" className="photo-status-mark" data-status={photo.status}>
      <Badge color={COLORS[photo.status]} variant="light" tt="none" maw="100%">
        {t(`photoStatus.${photo.status}`)}
      </Badge>
      {photo.status === 'rejected' && photo.rejection && (
        <Text fz="sm" className="photo-rejection">
          {t('photoStatus.rejectedBecause', { reason: photoRejectionText(photo.rejection, lang) })}
        </Text>
      )}
    </Stack>
  );
}
