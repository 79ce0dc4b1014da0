import { accountSetupPath, type ProfileView } from '@gp/shared';
import { Container } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { ContactPreferencesField } from '../../features/contact/components/contact-preferences-field';
import { SetupWizard } from '../../features/profile-editor/components/setup-wizard';
import { useAccountSetupTranslation } from '../../features/profile-editor/setup-i18n';
import { isSetupStep } from '../../features/profile-editor/setup-steps';
import { ReviewLinkBlock } from '../../features/reviews/components/review-link-block';
import { useGuardedUser } from '../../components/restricted-route';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import type { PageModule } from '../page-module';

/** pro-contact's field on the wizard's last step, next to the phone. */
const contactPreferencesField = (profile: ProfileView) => <ContactPreferencesField profile={profile} />;

/** /{lang}/account-setup/{step?} (restricted); a missing or unknown step shows basic info. */
function AccountSetupRoute() {
  const { t } = useAccountSetupTranslation();
  usePageTitle(t('pageTitle'));
  const { step } = useParams();
  const lang = useLang();
  const user = useGuardedUser();
  if (!isSetupStep(step)) return <Navigate replace to={accountSetupPath(lang, 'basic-info')} />;
  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <SetupWizard
        step={step}
        user={user}
        contactPreferences={contactPreferencesField}
        reviewLink={<ReviewLinkBlock userId={user.id} headingLevel={4} />}
      />
    </Container>
  );
}

export const page: PageModule = { Component: AccountSetupRoute };
