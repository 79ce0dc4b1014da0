import { Container } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { SetupWizard } from '../../features/account-setup/components/setup-wizard';
import { useAccountSetupTranslation } from '../../features/account-setup/i18n';
import { isSetupStep, setupStepPath } from '../../features/account-setup/setup-steps';
import { useGuardedUser } from '../../features/auth/components/restricted-route';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import type { PageModule } from '../page-module';

/** /{lang}/account-setup/{step?} (restricted); a missing or unknown step shows basic info. */
function AccountSetupRoute() {
  const { t } = useAccountSetupTranslation();
  usePageTitle(t('pageTitle'));
  const { step } = useParams();
  const lang = useLang();
  const user = useGuardedUser();
  if (!isSetupStep(step)) return <Navigate replace to={setupStepPath(lang, 'basic-info')} />;
  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <SetupWizard step={step} user={user} />
    </Container>
  );
}

export const page: PageModule = { Component: AccountSetupRoute };
