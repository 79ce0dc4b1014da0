import { Button, Group } from '@mantine/core';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { ADMIN_TABS, type AdminTab } from '../../../lib/admin-tabs';

/** Links between the admin tabs; each tab has its own URL, so they are links, not ARIA tabs. */
export function AdminTabsNav({ current }: { current: AdminTab }) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  return (
    <Group component="nav" aria-label={t('tabsLabel')} gap="xs">
      {ADMIN_TABS.map((tab) => (
        <Button
          key={tab}
          component={AppLink}
          to={`/${lang}/admin/${tab}`}
          variant={tab === current ? 'filled' : 'subtle'}
          aria-current={tab === current ? 'page' : undefined}
        >
          {t(`tabs.${tab}.title`)}
        </Button>
      ))}
    </Group>
  );
}
