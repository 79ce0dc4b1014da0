import { Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { displayNameOrFallback, type SessionUser } from '@gp/shared';
import { useLang } from '../../../hooks/use-lang';
import { usePendingAction } from '../../../hooks/use-pending-action';
import { useSession } from '../../../session/get-session';
import { stopImpersonation } from '../api/stop-impersonation';
import { useImpersonationTranslation } from '../i18n';

function ViewingAsBanner({ user }: { user: SessionUser }) {
  const { t } = useImpersonationTranslation();
  const lang = useLang();
  const action = usePendingAction();
  const name = displayNameOrFallback(user, lang);

  // A full page load afterwards, so both apps start over with the admin's own session.
  const stop = () =>
    void action.run(async () => {
      await stopImpersonation();
      window.location.assign(`/${lang}/admin/accounts`);
    });

  return (
    <Box
      component="section"
      aria-label={t('label')}
      bg="yellow.2"
      c="dark.9"
      style={{ borderBottom: '2px solid var(--mantine-color-yellow-6)' }}
    >
      <Container size="lg" py="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={0}>
            <Text fw={700}>{t('viewingAs', { name })}</Text>
            <Text size="sm">{t('explanation')}</Text>
          </Stack>
          <Button color="dark" loading={action.busy} aria-label={t('stop', { name })} onClick={stop}>
            {t('stopShort')}
          </Button>
        </Group>
        {action.error && (
          <Text role="alert" size="sm" fw={600} mt={4}>
            {t('stopFailed', { message: action.error })}
          </Text>
        )}
      </Container>
    </Box>
  );
}

/**
 * While an admin views the site as someone (spec §4), every page of both apps says so and offers
 * to stop; the admin then returns to the accounts tab.
 */
export function ImpersonationBanner() {
  const { user } = useSession();
  if (!user?.impersonatedBy) return null;
  return <ViewingAsBanner user={user} />;
}
