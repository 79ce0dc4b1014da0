import { Alert, Container, Stack, Title } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { AccountsTab } from '../../features/accounts/components/accounts-tab';
import { DEFAULT_ADMIN_TAB, isAdminTab, type AdminTab } from '../../features/admin/admin-tabs';
import { AdminTabsNav } from '../../features/admin/components/admin-tabs-nav';
import { useConsoleAccess } from '../../features/admin/hooks/use-console-access';
import { PhotosTab } from '../../features/photos/components/photos-tab';
import { ReviewsTab } from '../../features/reviews/components/reviews-tab';

const TAB_CONTENT: Record<AdminTab, ComponentType> = { accounts: AccountsTab, reviews: ReviewsTab, photos: PhotosTab };

function AdminConsole({ tab }: { tab: AdminTab }) {
  const { t } = useTranslation('admin');
  const { canModerate } = useConsoleAccess();
  usePageTitle(`${t(`tabs.${tab}.title`)} · ${t('title')}`);
  const Tab = TAB_CONTENT[tab];
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <AdminTabsNav current={tab} />
        {!canModerate && (
          <Alert color="blue" variant="light">
            {t('readOnly')}
          </Alert>
        )}
        <Tab />
      </Stack>
    </Container>
  );
}

/** /{lang}/admin/{tab?}: an unknown or missing tab redirects to accounts, query kept. */
export function AdminRoute() {
  const { tab } = useParams();
  const lang = useLang();
  const { search } = useLocation();
  if (!isAdminTab(tab)) return <Navigate replace to={{ pathname: `/${lang}/admin/${DEFAULT_ADMIN_TAB}`, search }} />;
  return <AdminConsole tab={tab} />;
}
