import { Button, Stack, Text, Title } from '@mantine/core';
import { REVIEWS_TO_PUBLISH_PROFILE, addPhoneFromSetupPath, formatPhoneNumber, type ProfileView } from '@gp/shared';
import type { ReactNode } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useAccountSetupTranslation } from '../setup-i18n';
import type { ProfileFieldSlot } from './profile-sections';

/**
 * The wizard's last step (issue 39 item 6): when the profile goes public and the review link to get
 * there (the reviews feature's block, composed by the route), then the phone: verify it (the phone
 * page brings the pro back here) and choose how clients may reach them. All of it can wait: the
 * same link and choices stay on the profile and in My account.
 */
export function SetupFinish({
  profile,
  reviewLink,
  contactPreferences,
}: {
  profile: ProfileView;
  reviewLink: ReactNode;
  contactPreferences: ProfileFieldSlot;
}) {
  const { t } = useAccountSetupTranslation();
  const lang = useLang();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('finish.publicTitle')}
        </Title>
        <Text>{t('finish.publicBody', { count: REVIEWS_TO_PUBLISH_PROFILE })}</Text>
        {reviewLink}
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('finish.phoneTitle')}
        </Title>
        {profile.phoneNumber ? (
          <Text>{t('finish.phoneVerified', { phoneNumber: formatPhoneNumber(profile.phoneNumber) })}</Text>
        ) : (
          <>
            <Text>{t('finish.phoneBody')}</Text>
            <Button
              component={AppLink}
              to={addPhoneFromSetupPath(lang)}
              variant="light"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('finish.verifyPhone')}
            </Button>
            <Text fz="sm" c="gray.7">
              {t('finish.later')}
            </Text>
          </>
        )}
        {contactPreferences(profile)}
      </Stack>
    </Stack>
  );
}
