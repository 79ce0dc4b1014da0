import '../install-app.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useInstallAppTranslation } from '../i18n';
import { useInstallState } from '../hooks/use-install-state';
import { installStore } from '../install-prompt-store';

/** The install prompt of spec §4: a small banner at the bottom of the screen, until dismissed. */
export function InstallBanner() {
  const { t } = useInstallAppTranslation();
  const { bannerOpen } = useInstallState();
  if (!bannerOpen) return null;
  return (
    <Paper
      component="aside"
      aria-label={t('banner.label')}
      className="install-banner"
      shadow="lg"
      radius="lg"
      p="md"
      withBorder
    >
      <Stack gap="sm">
        <div>
          <Text fw={700}>{t('banner.title')}</Text>
          <Text fz="sm" c="gray.7">
            {t('banner.body')}
          </Text>
        </div>
        <Group gap="sm" justify="flex-end">
          <Button variant="subtle" color="gray" c="gray.8" onClick={installStore.dismissBanner}>
            {t('banner.dismiss')}
          </Button>
          <Button onClick={() => void installStore.install()}>{t('banner.install')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
