import { Container, Stack, Title } from '@mantine/core';
import { useLang } from '@public/hooks/use-lang';
import { usePageTitle } from '@public/hooks/use-page-title';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { DEFAULT_ADMIN_TAB, isAdminTab, type AdminTab } from '../../features/admin/admin-tabs';
import { AdminTabEmptyState } from '../../features/admin/components/admin-tab-empty-state';
import { AdminTabsNav } from '../../features/admin/components/admin-tabs-nav';

function AdminConsole({ tab }: { tab: AdminTab }) {
  const { t } = useTranslation('admin');
  usePageTitle(`${t(`tabs.${tab}.title`)} · ${t('title')}`);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <AdminTabsNav current={tab} />
        <AdminTabEmptyState tab={tab} />
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
