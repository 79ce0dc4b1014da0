import { Container, Stack, Title } from '@mantine/core';
import { AccountSections } from '../../features/account/components/account-sections';
import { useAccountTranslation } from '../../features/account/i18n';
import { useGuardedUser } from '../../features/auth/components/restricted-route';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import type { PageModule } from '../page-module';

/** /{lang}/account?tab=basicInfo|reviews (restricted). */
function AccountRoute() {
  const { t } = useAccountTranslation();
  usePageTitle(t('pageTitle'));
  const user = useGuardedUser();
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('title')}
        </Title>
        <AccountSections user={user} />
      </Stack>
    </Container>
  );
}

export const page: PageModule = { Component: AccountRoute };
