import { Alert, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { LANGUAGES, type Lang, type ProfileView } from '@gp/shared';
import { useState } from 'react';
import { FormMessage } from '@gp/web-common/components/form-message';
import { FormSubmitButton } from '@gp/web-common/components/form-submit-button';
import { useFocusOnMount } from '@gp/web-common/hooks/use-focus-on-mount';
import { useForm } from '@gp/web-common/hooks/use-form';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { sendLead, sendLeadKey } from '../api/send-lead';
import { useProContactTranslation } from '../i18n';
import { ContactChannelButtons } from './contact-channel-buttons';

function MessageForm({ profile, name }: { profile: ProfileView; name: string }) {
  const { t } = useProContactTranslation();
  const pageLang = useLang();
  const [sent, setSent] = useState(false);
  // No check of its own: the server's refusal names each field in the page's language.
  const form = useForm({
    initialValues: { name: '', phoneNumber: '', message: '', lang: pageLang as Lang },
    send: async (lead) => {
      await sendLead(sendLeadKey(profile.id), lead, pageLang);
      setSent(true);
    },
  });

  if (sent) return <MessageSent name={name} />;
  return (
    <form {...form.formProps} aria-labelledby="pro-contact-form-title">
      <Stack gap="sm" maw={640}>
        <Title order={3} fz="lg" id="pro-contact-form-title">
          {t('form.title')}
        </Title>
        <Text c="gray.7">{t('form.intro', { name })}</Text>
        <TextInput label={t('form.name')} required autoComplete="name" {...form.field('name')} />
        <TextInput
          label={t('form.phoneNumber')}
          description={t('form.phoneNumberHint')}
          required
          type="tel"
          autoComplete="tel"
          {...form.field('phoneNumber')}
        />
        {/* A fixed height: a growing field measures the page as it comes alive, which costs a phone a long frame. */}
        <Textarea label={t('form.message')} required rows={4} {...form.field('message')} />
        {/* Radios rather than a segmented control: its sliding indicator measures the page as the page
          comes alive, a forced layout and a second render inside hydration's commit on a phone. */}
        <Radio.Group
          name="lang"
          label={t('form.lang')}
          value={form.values.lang}
          onChange={(value) => form.setValue('lang', value as Lang)}
        >
          <Group mt={6}>
            {LANGUAGES.map((code) => (
              <Radio key={code} value={code} label={code === 'es' ? 'Español' : 'English'} lang={code} />
            ))}
          </Group>
        </Radio.Group>
        <FormMessage message={form.message} />
        <Group>
          <FormSubmitButton pending={form.pending}>{t('form.submit')}</FormSubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** The form's place once the message is sent: the sender's focus moves there, not to the top of the page. */
function MessageSent({ name }: { name: string }) {
  const { t } = useProContactTranslation();
  const alert = useFocusOnMount<HTMLDivElement>();
  return (
    <Alert ref={alert} tabIndex={-1} role="status" color="green">
      {t('form.sent', { name })}
    </Alert>
  );
}

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
        {message && <MessageForm profile={profile} name={name} />}
      </Stack>
    </Paper>
  );
}
