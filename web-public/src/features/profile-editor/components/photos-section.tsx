import '../profile-editor.css';
import { Box, Button, Group, Menu, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MAX_PHOTOS_PER_USER, type PhotoView, type ProfileView } from '@gp/shared';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { PhotoStatusMark } from '@gp/web-common/components/photo-status-mark';
import { ResponsivePhoto } from '@gp/web-common/components/responsive-photo';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useRefreshProfile } from '../../../lib/api/get-profile';
import { choosePhoto, removePhoto } from '../api/photos';
import { useProfileEditorTranslation } from '../i18n';
import { PhotoUploadButton } from './photo-upload-button';

/** The editor's container (size sm: 720 px less its 16 px paddings), which the wide cover fills. */
const EDITOR_WIDTH = '(min-width: 720px) 688px, calc(100vw - 32px)';
/** Work photos, two a row, three from sm (48em) on. */
const WORK_THUMB_SIZES = '(min-width: 48em) 224px, calc((100vw - 48px) / 2)';

/** Photos the user keeps, chosen ones included: what MAX_PHOTOS_PER_USER counts. */
export function photoCount(profile: Pick<ProfileView, 'photos' | 'profilePhoto' | 'coverPhoto'>): number {
  return profile.photos.length + (profile.profilePhoto ? 1 : 0) + (profile.coverPhoto ? 1 : 0);
}

function useWorkPhotoActions(userId: string) {
  const lang = useLang();
  const refresh = useRefreshProfile(userId);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<{ position: number }>) => {
    setError(null);
    try {
      const { position } = await action();
      await refresh(position);
    } catch (failure) {
      setError(apiErrorMessage(failure, lang));
    }
  };
  return {
    error,
    remove: (photo: PhotoView) => run(() => removePhoto(photo.id, lang)),
    useAs: (photo: PhotoView, as: 'profile' | 'cover') => run(() => choosePhoto(photo.id, as, lang)),
  };
}

function ChosenPhoto({ photo, alt, wide }: { photo: PhotoView | null; alt: string; wide: boolean }) {
  const { t } = useProfileEditorTranslation();
  if (!photo) {
    return (
      <Box className="photo-placeholder" data-wide={wide || undefined}>
        <Text fz="sm" c="gray.7">
          {t('photos.none')}
        </Text>
      </Box>
    );
  }
  return wide ? (
    <ResponsivePhoto sources={photo.sources.full} alt={alt} sizes={EDITOR_WIDTH} className="chosen-photo" data-wide />
  ) : (
    <ResponsivePhoto sources={photo.sources.square} alt={alt} sizes="96px" className="chosen-photo" />
  );
}

/**
 * Step 3 of account setup and the photos tab: profile photo, cover photo and work photos (spec
 * §2). The page says at which level its parts' headings belong (below the wizard's step title, or
 * right below the edit page's title).
 */
export function PhotosSection({ profile, headingLevel }: { profile: ProfileView; headingLevel: 2 | 3 }) {
  const { t } = useProfileEditorTranslation();
  const actions = useWorkPhotoActions(profile.id);
  const [confirming, setConfirming] = useState<PhotoView | null>(null);
  const full = photoCount(profile) >= MAX_PHOTOS_PER_USER;
  const awaitsReview = [profile.profilePhoto, profile.coverPhoto, ...profile.photos].some(
    (photo) => photo?.status === 'pending',
  );

  return (
    <Stack gap="xl">
      <Text fz="sm" c="gray.7">
        {t('photos.intro', { count: photoCount(profile), max: MAX_PHOTOS_PER_USER })}
      </Text>
      {awaitsReview && (
        <Text fz="sm" c="gray.7">
          {t('photos.pendingHint')}
        </Text>
      )}
      {(profile.profilePhoto || profile.coverPhoto) && (
        <Text fz="sm" c="gray.7">
          {t('photos.replaceHint')}
        </Text>
      )}

      <Stack gap="sm" component="section" aria-labelledby="profile-photo-title">
        <Title order={headingLevel} fz="lg" id="profile-photo-title">
          {t('photos.profileTitle')}
        </Title>
        <Group gap="md" align="center">
          <Box w={96}>
            <ChosenPhoto photo={profile.profilePhoto} alt={t('photos.profileAlt')} wide={false} />
          </Box>
          <PhotoUploadButton
            userId={profile.id}
            kind="profile"
            label={t(profile.profilePhoto ? 'photos.changeProfile' : 'photos.uploadProfile')}
            disabled={full}
          />
        </Group>
        {profile.profilePhoto && <PhotoStatusMark photo={profile.profilePhoto} />}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="cover-photo-title">
        <Title order={headingLevel} fz="lg" id="cover-photo-title">
          {t('photos.coverTitle')}
        </Title>
        <ChosenPhoto photo={profile.coverPhoto} alt={t('photos.coverAlt')} wide />
        {profile.coverPhoto && <PhotoStatusMark photo={profile.coverPhoto} />}
        <PhotoUploadButton
          userId={profile.id}
          kind="cover"
          label={t(profile.coverPhoto ? 'photos.changeCover' : 'photos.uploadCover')}
          disabled={full}
        />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="work-photos-title">
        <Title order={headingLevel} fz="lg" id="work-photos-title">
          {t('photos.workTitle')}
        </Title>
        <Text fz="sm" c="gray.7">
          {t('photos.workDescription')}
        </Text>
        {profile.photos.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="ul" className="plain-list">
            {profile.photos.map((photo, index) => (
              <Stack key={photo.id} component="li" gap={6}>
                <ResponsivePhoto
                  sources={photo.sources.square}
                  alt={t('photos.workAlt', { number: index + 1 })}
                  sizes={WORK_THUMB_SIZES}
                  className="work-photo-thumb"
                />
                <PhotoStatusMark photo={photo} />
                <Menu position="bottom-start" withinPortal>
                  <Menu.Target>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t('photos.actionsFor', { number: index + 1 })}
                    >
                      {t('photos.actions')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      onClick={() => void actions.useAs(photo, 'profile')}
                      disabled={photo.status === 'rejected'}
                    >
                      {t('photos.useAsProfile')}
                    </Menu.Item>
                    <Menu.Item
                      onClick={() => void actions.useAs(photo, 'cover')}
                      disabled={photo.status === 'rejected'}
                    >
                      {t('photos.useAsCover')}
                    </Menu.Item>
                    <Menu.Item color="red" onClick={() => setConfirming(photo)}>
                      {t('photos.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Stack>
            ))}
          </SimpleGrid>
        )}
        {actions.error && (
          <Text role="alert" c="red.6" fz="sm" fw={600}>
            {actions.error}
          </Text>
        )}
        <PhotoUploadButton userId={profile.id} kind="work" label={t('photos.uploadWork')} multiple disabled={full} />
        {full && (
          <Text fz="sm" c="gray.7">
            {t('photos.full', { max: MAX_PHOTOS_PER_USER })}
          </Text>
        )}
      </Stack>

      <Dialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('photos.confirmTitle')}
        closeLabel={t('photos.cancel')}
      >
        <Stack gap="md">
          {confirming && (
            <ResponsivePhoto
              sources={confirming.sources.square}
              alt={t('photos.confirmAlt')}
              sizes="200px"
              className="confirm-photo"
            />
          )}
          <Text>{t('photos.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('photos.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                const photo = confirming;
                setConfirming(null);
                if (photo) void actions.remove(photo);
              }}
            >
              {t('photos.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
