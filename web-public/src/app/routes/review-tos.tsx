import { Container, Stack } from '@mantine/core';
import { TermsAgreement } from '../../features/terms/components/terms-agreement';
import { TermsOfService } from '../../features/terms/components/terms-of-service';
import { useTermsTranslation } from '../../features/terms/i18n';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import type { PageModule } from '../page-module';

/** /{lang}/review-tos?nextRoute=…: the terms with "I agree"; under SignedInRoute. */
function ReviewTosRoute() {
  const { t } = useTermsTranslation();
  usePageTitle(t('review.pageTitle'));
  return (
    <Container size="md" py={{ base: 32, sm: 64 }}>
      <Stack gap={48}>
        <TermsOfService eyebrow={t('review.eyebrow')} />
        <TermsAgreement />
      </Stack>
    </Container>
  );
}

export const page: PageModule = { Component: ReviewTosRoute };
