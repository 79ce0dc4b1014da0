import type { ProfileView } from '@gp/shared';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useGuardedUser } from '../../components/restricted-route';
import { ContactPreferencesField } from '../../features/contact/components/contact-preferences-field';
import { EditProfileTabs } from '../../features/profile-editor/components/edit-profile-tabs';
import { useProfileEditorTranslation } from '../../features/profile-editor/i18n';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import { AppLink } from '@gp/web-common/lib/app-links';
import type { PageModule } from '../page-module';

/** pro-contact's field inside the profile editor's basic info. */
const contactPreferencesField = (profile: ProfileView) => <ContactPreferencesField profile={profile} />;

/** /{lang}/edit-contractor-profile?tab=basicInfo|zonesAndHours|photos (restricted). */
function EditContractorProfileRoute() {
  const { t } = useProfileEditorTranslation();
  usePageTitle(t('pageTitle'));
  const user = useGuardedUser();
  const lang = useLang();
  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t('title')}
          </Title>
          <Button component={AppLink} to={`/${lang}/profile/${user.id}`} variant="light">
            {t('viewProfile')}
          </Button>
        </Group>
        <EditProfileTabs user={user} contactPreferences={contactPreferencesField} />
      </Stack>
    </Container>
  );
}

export const page: PageModule = { Component: EditContractorProfileRoute };
