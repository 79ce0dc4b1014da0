import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useWaitlistTranslation } from '../i18n';

/** What a signed-in member without beta access sees while the page waits for access. */
function WaitingForAccess() {
  const { t } = useWaitlistTranslation();
  const lang = useLang();
  return (
    <Stack gap="sm">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {t('waiting.title')}
      </Title>
      <Text>{t('waiting.body')}</Text>
      <Group gap="xs" c="blue.7">
        <Loader size="xs" aria-hidden="true" />
        <Text fz="sm" fw={600}>
          {t('waiting.status')}
        </Text>
      </Group>
      <Text fz="sm" c="gray.7">
        {t('waiting.inviteHint')}
      </Text>
      <Text fz="sm" c="gray.7">
        {t('waiting.askHint')}{' '}
        <Anchor component={AppLink} to={`/${lang}/contact`} fw={600}>
          {t('waiting.askLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** Visitors are told how to get in: log in, or create an account to join the list. */
function VisitorWayIn() {
  const { t } = useWaitlistTranslation();
  const lang = useLang();
  return (
    <Stack gap="md">
      <Text>{t('visitor.body')}</Text>
      <Group gap="sm">
        <Button component={AppLink} to={`/${lang}/signin`} variant="default">
          {t('visitor.signIn')}
        </Button>
        <Button component={AppLink} to={`/${lang}/create-account`}>
          {t('visitor.signUp')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Spec §2 coming-soon: the waitlist message, for members without access and for visitors. */
export function WaitlistMessage({ member }: { member: SessionUser | null }) {
  const { t } = useWaitlistTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={8}>
        <Text fw={600} c="blue.7" tt="uppercase" fz="sm" lts={1}>
          {t('eyebrow')}
        </Text>
        <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.2}>
          {t('title')}
        </Title>
        <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8">
          {t('intro')}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {member ? <WaitingForAccess /> : <VisitorWayIn />}
      </Paper>
      <Text fw={600}>{t('thanks')}</Text>
    </Stack>
  );
}
