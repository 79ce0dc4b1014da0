import { Alert, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { LANGUAGES, type Lang, type ProfileView } from '@gp/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@gp/web-common/components/submit-button';
import { useFocusOnMount } from '@gp/web-common/hooks/use-focus-on-mount';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage, validationIssues } from '@gp/web-common/lib/api-errors';
import { sendLead, sendLeadKey } from '../api/send-lead';
import { useProContactTranslation } from '../i18n';
import { ContactChannelButtons } from './contact-channel-buttons';

type LeadField = 'name' | 'phoneNumber' | 'message';

function MessageForm({ profile, name }: { profile: ProfileView; name: string }) {
  const { t } = useProContactTranslation();
  const pageLang = useLang();
  const [values, setValues] = useState({ name: '', phoneNumber: '', message: '' });
  const [lang, setLang] = useState<Lang>(pageLang);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LeadField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Once a refusal's messages are on the page, the first field they name takes the focus (read with its message).
  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    setFieldErrors({});
    try {
      await sendLead(sendLeadKey(profile.id), { ...values, lang }, pageLang);
      setSent(true);
    } catch (failure) {
      const issues = validationIssues(failure);
      if (issues.length > 0) setFieldErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
      else setError(apiErrorMessage(failure, pageLang));
    } finally {
      setSending(false);
    }
  };
  const field = (key: LeadField) => ({
    value: values[key],
    error: fieldErrors[key],
    onChange: ({ currentTarget: { value } }: { currentTarget: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: value })),
  });

  if (sent) return <MessageSent name={name} />;
  return (
    // noValidate: the server's refusal names each field in the page's language; the browser's own bubble would not.
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="pro-contact-form-title">
      <Stack gap="sm" maw={640}>
        <Title order={3} fz="lg" id="pro-contact-form-title">
          {t('form.title')}
        </Title>
        <Text c="gray.7">{t('form.intro', { name })}</Text>
        <TextInput label={t('form.name')} required autoComplete="name" {...field('name')} />
        <TextInput
          label={t('form.phoneNumber')}
          description={t('form.phoneNumberHint')}
          required
          type="tel"
          autoComplete="tel"
          {...field('phoneNumber')}
        />
        {/* A fixed height: a growing field measures the page as it comes alive, which costs a phone a long frame. */}
        <Textarea label={t('form.message')} required rows={4} {...field('message')} />
        {/* Radios rather than a segmented control: its sliding indicator measures the page as the page
          comes alive, a forced layout and a second render inside hydration's commit on a phone. */}
        <Radio.Group name="lang" label={t('form.lang')} value={lang} onChange={(value) => setLang(value as Lang)}>
          <Group mt={6}>
            {LANGUAGES.map((code) => (
              <Radio key={code} value={code} label={code === 'es' ? 'Español' : 'English'} lang={code} />
            ))}
          </Group>
        </Radio.Group>
        {error && (
          <Text role="alert" c="red.7">
            {error}
          </Text>
        )}
        <Group>
          <SubmitButton loading={sending}>{t('form.submit')}</SubmitButton>
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
