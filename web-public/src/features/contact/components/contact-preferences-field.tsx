import { Alert, Fieldset, Stack, Switch, Text } from '@mantine/core';
import {
  DEFAULT_CONTACT_PREFERENCES,
  effectiveContactChannels,
  isReachable,
  type ContactPreferences,
  type ProfileView,
} from '@gp/shared';
import { useState } from 'react';
import { SaveStatusMessage } from '../../../components/display-name-field';
import { useDebouncedSave } from '../../../hooks/use-debounced-save';
import { useSetContactPreferences } from '../api/set-contact-preferences';
import { useProContactTranslation } from '../i18n';
import { ContactPreview } from './contact-preview';

const CHANNELS = ['whatsapp', 'call', 'message'] as const;

/**
 * How clients may reach the pro, saved as soon as a switch moves. WhatsApp and call wait for a
 * verified phone; with one, a preview shows what clients see. With no way left to reach the pro,
 * a warning says so: such a profile is not listed in the directory.
 */
export function ContactPreferencesField({ profile }: { profile: ProfileView }) {
  const { t } = useProContactTranslation();
  const [value, setValue] = useState<ContactPreferences>(profile.contactPreferences ?? DEFAULT_CONTACT_PREFERENCES);
  const { status, schedule } = useDebouncedSave(useSetContactPreferences(profile.id), 0);
  const hasPhone = Boolean(profile.phoneNumber);
  const unreachable = !isReachable(effectiveContactChannels(value, hasPhone));
  const toggle = (channel: (typeof CHANNELS)[number], on: boolean) => {
    const next = { ...value, [channel]: on };
    setValue(next);
    schedule(next);
  };
  return (
    <Fieldset variant="unstyled" legend={t('preferences.label')} aria-describedby="contact-preferences-description">
      <Stack gap="xs">
        <Text id="contact-preferences-description" fz="sm" c="gray.7">
          {t('preferences.description')}
        </Text>
        {CHANNELS.map((channel) => (
          <Switch
            key={channel}
            label={t(`preferences.${channel}`)}
            description={channel !== 'message' && !hasPhone ? t('preferences.needsPhone') : undefined}
            checked={value[channel]}
            onChange={(event) => toggle(channel, event.currentTarget.checked)}
          />
        ))}
        {unreachable && (
          <Alert color="orange" role="alert" title={t('preferences.noneTitle')}>
            {t('preferences.none')}
          </Alert>
        )}
        {profile.phoneNumber && (
          <ContactPreview name={profile.displayName ?? ''} phoneNumber={profile.phoneNumber} channels={value} />
        )}
        <SaveStatusMessage status={status} onRetry={() => schedule(value)} />
      </Stack>
    </Fieldset>
  );
}
