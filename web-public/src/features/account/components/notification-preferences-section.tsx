import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@gp/shared';
import { useState, type FormEvent } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSetNotificationPreferences } from '../api/set-notification-preferences';
import { useAccountTranslation } from '../../../lib/account-i18n';

/** What only a pro is told about (their profile, photos and replies); a client sees the rest. */
const PRO_ONLY_KINDS: readonly NotificationKind[] = [
  'review-published',
  'profile-public',
  'photo-refused',
  'reply-hidden',
];
type Choice = NotificationChannel | 'automatic';
const CHOICES: readonly Choice[] = ['automatic', ...NOTIFICATION_CHANNELS];

function PreferencesForm({ saved, kinds }: { saved: NotificationPreferences; kinds: readonly NotificationKind[] }) {
  const { t } = useAccountTranslation();
  const save = useSetNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences>(saved);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');

  const choose = (kind: NotificationKind, choice: Choice) => {
    const { [kind]: _left, ...others } = draft;
    setDraft(choice === 'automatic' ? others : { ...others, [kind]: choice });
    setStatus('idle');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('saving');
    try {
      await save(draft);
      setStatus('saved');
    } catch {
      setStatus('error');
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {kinds.map((kind) => (
          <NativeSelect
            key={kind}
            label={t(`notifications.kinds.${kind}`)}
            value={draft[kind] ?? 'automatic'}
            onChange={(event) => choose(kind, event.currentTarget.value as Choice)}
            data={CHOICES.map((choice) => ({ value: choice, label: t(`notifications.channels.${choice}`) }))}
          />
        ))}
        <Group gap="sm">
          <Button type="submit" loading={status === 'saving'}>
            {t('notifications.save')}
          </Button>
        </Group>
        <div aria-live="polite" aria-atomic="true">
          {status === 'saving' && (
            <Text fz="sm" c="gray.7">
              {t('notifications.saving')}
            </Text>
          )}
          {status === 'saved' && (
            <Text fz="sm" c="green.8" fw={600}>
              {t('notifications.saved')}
            </Text>
          )}
          {status === 'error' && (
            <Text fz="sm" c="red.7" fw={600}>
              {t('notifications.saveError')}
            </Text>
          )}
        </div>
      </Stack>
    </form>
  );
}

/** Without a verified number the account's own notifications reach no one: says so, with the way to add one. */
function NoVerifiedPhoneNote() {
  const { t } = useAccountTranslation();
  const lang = useLang();
  return (
    <Alert color="blue" title={t('notifications.noPhone.title')}>
      <Stack gap={6}>
        <Text fz="sm">{t('notifications.noPhone.body')}</Text>
        <Group>
          <Button component={AppLink} to={`/${lang}/add-phone-number`} size="sm">
            {t('notifications.noPhone.action')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * My account's notification choices (issue 36): per kind Automatic, WhatsApp, SMS or None, saved
 * together; a client sees only the kinds a client is told about. Keeps whatever is saved for the
 * kinds not shown (the whole map is sent back).
 */
export function NotificationPreferencesSection({ isContractor }: { isContractor: boolean }) {
  const { t } = useAccountTranslation();
  const { data, error, isLoading, mutate } = useNotificationPreferences();
  const kinds = NOTIFICATION_KINDS.filter((kind) => isContractor || !PRO_ONLY_KINDS.includes(kind));
  return (
    <Stack gap="md" maw={520} pt="md">
      <Title order={2} fz="h3">
        {t('notifications.title')}
      </Title>
      <Text c="gray.7">{t('notifications.intro')}</Text>
      <Text fz="sm" c="gray.7">
        {t('notifications.automaticNote')}
      </Text>
      <Text fz="sm" c="gray.7">
        {t('notifications.quietHours')}
      </Text>
      <Text fz="sm" c="gray.7">
        {t('notifications.stop')}
      </Text>
      {data && !data.hasVerifiedPhone && <NoVerifiedPhoneNote />}
      {data ? (
        <PreferencesForm saved={data.preferences} kinds={kinds} />
      ) : error && !isLoading ? (
        <Alert color="red" title={t('notifications.loadError')}>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void mutate()}>
            {t('notifications.retry')}
          </Button>
        </Alert>
      ) : (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text fz="sm">{t('notifications.loading')}</Text>
        </Group>
      )}
    </Stack>
  );
}
