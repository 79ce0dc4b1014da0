import { Alert, Container, Stack, Title } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { Navigate, useLocation, useParams } from 'react-router';
import { AccountsTab } from '../../features/accounts/components/accounts-tab';
import { DEFAULT_ADMIN_TAB, isAdminTab, type AdminTab } from '../../lib/admin-tabs';
import { AdminTabsNav } from '../../features/admin/components/admin-tabs-nav';
import { ListLoading } from '../../components/list-states';
import { useConsoleAccess } from '../../hooks/use-console-access';
import { NewBetaKeyButton } from '../../features/beta-keys/components/new-beta-key-button';
import { HistoryDrawer } from '../../features/history/components/history-drawer';

// The accounts tab is the console's first page; the others load when opened.
const ReviewsTab = lazy(() =>
  import('../../features/reviews/components/reviews-tab').then((tab) => ({ default: tab.ReviewsTab })),
);
const PhotosTab = lazy(() =>
  import('../../features/photos/components/photos-tab').then((tab) => ({ default: tab.PhotosTab })),
);
const BetaKeysTab = lazy(() =>
  import('../../features/beta-keys/components/beta-keys-tab').then((tab) => ({ default: tab.BetaKeysTab })),
);
const NotificationFailuresTab = lazy(() =>
  import('../../features/notifications/components/notification-failures-tab').then((tab) => ({
    default: tab.NotificationFailuresTab,
  })),
);

/** Each tab, composed here from the features it shows (features never import one another). */
const TAB_CONTENT: Record<AdminTab, () => ReactNode> = {
  accounts: () => <AccountsTab HistoryDrawer={HistoryDrawer} NewBetaKeyButton={NewBetaKeyButton} />,
  reviews: () => <ReviewsTab HistoryDrawer={HistoryDrawer} />,
  photos: () => <PhotosTab />,
  'beta-keys': () => <BetaKeysTab />,
  notifications: () => <NotificationFailuresTab />,
};

function AdminConsole({ tab }: { tab: AdminTab }) {
  const { t } = useAppTranslation('admin');
  const { canModerate } = useConsoleAccess();
  usePageTitle(`${t(`tabs.${tab}.title`)} · ${t('title')}`);
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
        <Suspense fallback={<ListLoading />}>{TAB_CONTENT[tab]()}</Suspense>
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
