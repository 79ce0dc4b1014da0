import { SimpleGrid, Stack } from '@mantine/core';
import type { AdminPhoto, RejectPhotoRequest } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useState } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { ConsoleNotice } from '../../../components/console-notice';
import { EmptyPanel } from '../../../components/empty-panel';
import { ListPager } from '@gp/web-common/components/list-pager';
import { ListError, ListLoading } from '../../../components/list-states';
import { useNotice } from '../../../hooks/use-notice';
import { TabHeader } from '../../../components/tab-header';
import { useConsoleAccess } from '../../../hooks/use-console-access';
import { useApprovePhoto } from '../api/approve-photo';
import { PHOTOS_PAGE_SIZE, useAdminPhotos } from '../api/get-admin-photos';
import { useRejectPhoto } from '../api/reject-photo';
import { usePhotoOwnerName } from '../hooks/use-photo-owner-name';
import { PhotoCard } from './photo-card';
import { RejectPhotoDialog } from './reject-photo-dialog';

/** Spec §2 photos tab, implemented for real: approve, or reject with a reason the owner sees. */
export function PhotosTab() {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const { canModerate } = useConsoleAccess();
  const notice = useNotice();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useAdminPhotos(page);
  const approvePhoto = useApprovePhoto();
  const rejectPhoto = useRejectPhoto();
  const [rejecting, setRejecting] = useState<AdminPhoto | null>(null);
  const ownerOf = usePhotoOwnerName();

  const approve = async (photo: AdminPhoto) => {
    try {
      await approvePhoto(photo);
      notice.succeed(t('photos.notices.approved', { owner: ownerOf(photo) }));
    } catch (caught) {
      notice.fail(t('photos.notices.failed', { owner: ownerOf(photo), message: apiErrorMessage(caught, lang) }));
    }
  };

  const reject = async (photo: AdminPhoto, body: RejectPhotoRequest) => {
    await rejectPhoto(photo, body);
    setRejecting(null);
    notice.succeed(t('photos.notices.rejected', { owner: ownerOf(photo) }));
  };

  return (
    <Stack gap="md">
      <TabHeader tab="photos" />
      <ConsoleNotice notice={notice.notice} onDismiss={notice.clear} />
      {error !== undefined && <ListError error={error} onRetry={() => void mutate()} />}
      {data === undefined && error === undefined && <ListLoading />}
      {data && data.items.length === 0 && (
        <EmptyPanel title={t('tabs.photos.emptyTitle')} body={t('tabs.photos.emptyBody')} />
      )}
      {data && data.items.length > 0 && (
        <>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
            spacing="sm"
            className="plain-list"
            aria-label={t('tabs.photos.title')}
          >
            {data.items.map((photo) => (
              <PhotoCard
                key={`${photo.userId}/${photo.photoId}`}
                photo={photo}
                canModerate={canModerate}
                onApprove={approve}
                onReject={setRejecting}
              />
            ))}
          </SimpleGrid>
          <ListPager
            countOnOnePage
            label={t('tabs.photos.title')}
            page={data.page}
            pageSize={PHOTOS_PAGE_SIZE}
            total={data.total}
            onChange={setPage}
          />
        </>
      )}
      {rejecting && <RejectPhotoDialog photo={rejecting} onReject={reject} onCancel={() => setRejecting(null)} />}
    </Stack>
  );
}
