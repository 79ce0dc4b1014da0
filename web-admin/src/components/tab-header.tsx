import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import type { AdminTab } from '../lib/admin-tabs';

/** A tab's heading, with the tab's main action beside it. */
export function TabHeader({ tab, children }: { tab: AdminTab; children?: ReactNode }) {
  const { t } = useAppTranslation('admin');
  return (
    <Group justify="space-between" gap="sm">
      <Title order={2}>{t(`tabs.${tab}.title`)}</Title>
      {children}
    </Group>
  );
}
