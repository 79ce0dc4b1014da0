import { Container } from '@mantine/core';
import { TermsOfService } from '../../features/terms/components/terms-of-service';
import { useTermsTranslation } from '../../features/terms/i18n';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import type { PageModule } from '../page-module';

/** /{lang}/tos */
function TosRoute() {
  const { t } = useTermsTranslation();
  usePageTitle(t('pageTitle'));
  return (
    <Container size="md" py={{ base: 32, sm: 64 }}>
      <TermsOfService />
    </Container>
  );
}

export const page: PageModule = { Component: TosRoute };
