import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ProfileView } from '@gp/shared';
import { useProContactTranslation } from '../i18n';
import { ContactChannelButtons } from './contact-channel-buttons';
import { MessageForm } from './message-form';

/** The contact block of a public profile, for everyone but its owner. */
export function ContactBlock({ profile, name }: { profile: ProfileView; name: string }) {
  const { t } = useProContactTranslation();
  const { whatsapp, call, message } = profile.contact;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="pro-contact-title">
      <Stack gap="md">
        <Title order={2} fz="xl" id="pro-contact-title">
          {t('title', { name })}
        </Title>
        {!whatsapp && !call && !message && <Text c="gray.7">{t('none', { name })}</Text>}
        <ContactChannelButtons proId={profile.id} contact={profile.contact} />
        {message && <MessageForm proId={profile.id} name={name} />}
      </Stack>
    </Paper>
  );
}
