import { Paper, Stack, Text } from '@mantine/core';
import { useAccountTranslation } from '../../../lib/account-i18n';

/** The reviews tab of a member who has not written a review yet. */
export function MyReviewsEmpty() {
  const { t } = useAccountTranslation();
  return (
    <Paper withBorder radius="md" p="xl" bg="gray.0">
      <Stack gap={4} align="center" ta="center">
        <Text fw={600} fz="lg">
          {t('reviews.emptyTitle')}
        </Text>
        <Text c="gray.7">{t('reviews.emptyBody')}</Text>
      </Stack>
    </Paper>
  );
}
