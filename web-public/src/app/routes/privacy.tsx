import { Container } from '@mantine/core';
import { PrivacyNotice } from '../../features/privacy/components/privacy-notice';
import { usePrivacyTranslation } from '../../features/privacy/i18n';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import type { PageModule } from '../page-module';

/** /{lang}/privacy */
function PrivacyRoute() {
  const { t } = usePrivacyTranslation();
  usePageTitle(t('pageTitle'));
  return (
    <Container size="md" py={{ base: 32, sm: 64 }}>
      <PrivacyNotice />
    </Container>
  );
}

export const page: PageModule = { Component: PrivacyRoute };
