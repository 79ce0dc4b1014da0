import { Container } from '@mantine/core';
import { TermsOfService } from '../../features/terms/components/terms-of-service';
import { useTermsTranslation } from '../../features/terms/i18n';
import { usePageTitle } from '../../hooks/use-page-title';

/** /{lang}/tos */
export function TosRoute() {
  const { t } = useTermsTranslation();
  usePageTitle(t('pageTitle'));
  return (
    <Container size="md" py={{ base: 32, sm: 64 }}>
      <TermsOfService />
    </Container>
  );
}
