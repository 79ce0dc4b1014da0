import '../sent-copy.css';
import { Alert, Button, Group, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { LANGUAGES, type Lang } from '@gp/shared';
import { useId, useState } from 'react';
import { FormMessage } from '@gp/web-common/components/form-message';
import { FormSubmitButton } from '@gp/web-common/components/form-submit-button';
import { useFocusOnMount } from '@gp/web-common/hooks/use-focus-on-mount';
import { useForm } from '@gp/web-common/hooks/use-form';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { formatDateTime } from '@gp/web-common/lib/format-date';
import { useSession } from '@gp/web-common/session/get-session';
import { sendLead, sendLeadKey } from '../api/send-lead';
import { useProContactTranslation } from '../i18n';
import { rememberSentOnDevice } from '../sent-on-device';
import { SentBeforeNote } from './sent-before-note';

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', es: 'Español' };

/** What the visitor sent, as they typed it, to show them once it went. */
interface SentCopy {
  name: string;
  phoneNumber: string;
  message: string;
  lang: Lang;
  sentAt: string;
}

interface MessageFormProps {
  proId: string;
  /** The pro's public name. */
  name: string;
  /** The form's own "Send a message" heading; off where a dialog's title already says it. */
  withTitle?: boolean;
  /** In a dialog: once sent, a Close button at the end of the copy, where the thumb is. */
  onClose?: () => void;
}

/**
 * A visitor's message to a pro (no account needed), on the pro's profile and in a result card's
 * sheet. Once sent, the form gives way to a copy of what went and what happens next, and the device
 * keeps a copy (sent-on-device.ts).
 */
export function MessageForm({ proId, name, withTitle = true, onClose }: MessageFormProps) {
  const { t } = useProContactTranslation();
  const pageLang = useLang();
  const titleId = useId();
  const [sent, setSent] = useState<SentCopy | null>(null);
  // No check of its own: the server's refusal names each field in the page's language.
  const form = useForm({
    initialValues: { name: '', phoneNumber: '', message: '', lang: pageLang as Lang },
    send: async (lead) => {
      await sendLead(sendLeadKey(proId), lead, pageLang);
      const copy = {
        name: lead.name.trim(),
        phoneNumber: lead.phoneNumber.trim(),
        message: lead.message.trim(),
        lang: lead.lang,
        sentAt: new Date().toISOString(),
      };
      rememberSentOnDevice({ proId, proName: name, sentAt: copy.sentAt, message: copy.message });
      setSent(copy);
    },
  });

  if (sent) return <MessageSent name={name} copy={sent} onClose={onClose} />;
  return (
    <form {...form.formProps} aria-labelledby={withTitle ? titleId : undefined}>
      <Stack gap="sm" maw={640}>
        {withTitle && (
          <Title order={3} fz="lg" id={titleId}>
            {t('form.title')}
          </Title>
        )}
        <SentBeforeNote proId={proId} name={name} />
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
              <Radio key={code} value={code} label={LANGUAGE_NAMES[code]} lang={code} />
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

/**
 * The form's place once the message is sent: the sender's focus moves to the notice (not to the top
 * of the page), which says what happens next; below it, a copy of what went, to whom and when.
 */
function MessageSent({ name, copy, onClose }: { name: string; copy: SentCopy; onClose?: () => void }) {
  const { t } = useProContactTranslation();
  const lang = useLang();
  const { user } = useSession();
  const alert = useFocusOnMount<HTMLDivElement>();
  const copyTitleId = useId();
  const hasAccountList = Boolean(user && !user.isAnonymous && (user.hasBetaAccess || user.isAdmin));
  const rows: [string, string][] = [
    [t('afterSend.to'), name],
    [t('afterSend.when'), formatDateTime(copy.sentAt, lang)],
    [t('form.name'), copy.name],
    [t('afterSend.phoneNumber'), copy.phoneNumber],
    [t('form.lang'), LANGUAGE_NAMES[copy.lang]],
    [t('form.message'), copy.message],
  ];
  return (
    <Stack gap="md" maw={640}>
      <Alert ref={alert} tabIndex={-1} role="status" color="green" title={t('afterSend.title')}>
        {t('afterSend.next', { name })} {t('afterSend.noAnswer')}
      </Alert>
      <Text>{t('afterSend.confirmation', { phoneNumber: copy.phoneNumber })}</Text>
      <section aria-labelledby={copyTitleId} className="sent-copy">
        <Text fw={600} id={copyTitleId} mb={6}>
          {t('afterSend.copyTitle')}
        </Text>
        <dl className="sent-copy-list">
          {rows.map(([label, value]) => (
            <div key={label} className="sent-copy-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Text fz="sm">
        {t('afterSend.keptOnDevice')} <AppLink to={`/${lang}/sent-requests`}>{t('device.title')}</AppLink>
        {hasAccountList && (
          <>
            {' · '}
            <AppLink to={`/${lang}/account?tab=sentRequests`}>{t('afterSend.accountList')}</AppLink>
          </>
        )}
      </Text>
      {onClose && (
        <Group>
          <Button variant="default" onClick={onClose}>
            {t('card.close')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
