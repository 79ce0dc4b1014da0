import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminTab } from '../admin-tabs';

/** A tab's heading and what will be listed there, while there is nothing to list. */
export function AdminTabEmptyState({ tab }: { tab: AdminTab }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="md">
      <Title order={2}>{t(`tabs.${tab}.title`)}</Title>
      <Paper withBorder radius="md" p="xl" bg="gray.0">
        <Stack gap={4} align="center" ta="center">
          <Text fw={600} fz="lg">
            {t(`tabs.${tab}.emptyTitle`)}
          </Text>
          <Text c="gray.7">{t(`tabs.${tab}.emptyBody`)}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
