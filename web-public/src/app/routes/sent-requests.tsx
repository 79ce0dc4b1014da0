import { Container, Stack, Title } from '@mantine/core';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import { SentOnDeviceList } from '../../features/contact/components/sent-on-device-list';
import { useProContactTranslation } from '../../features/contact/i18n';
import type { PageModule } from '../page-module';

/** /{lang}/sent-requests: the requests sent from this device (kept in its browser only), for a visitor without an account too. */
function SentRequestsRoute() {
  const { t } = useProContactTranslation();
  usePageTitle(t('device.title'));
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('device.title')}
        </Title>
        <SentOnDeviceList />
      </Stack>
    </Container>
  );
}

export const page: PageModule = { Component: SentRequestsRoute };
