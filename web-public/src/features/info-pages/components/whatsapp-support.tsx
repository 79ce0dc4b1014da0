import { formatPhoneNumber } from '@gp/shared';
import { Button, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useSiteConfig } from '../api/get-site-config';
import { useContactTranslation } from '../i18n';
import { whatsAppLink } from '../support-hours';

function ChatBubbleIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <path
        d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M8.5 9.5c.5 2.6 3 5 5.5 5.5l1.5-1.5 2 1-.5 1.5c-4 .5-9-4.5-8.5-8.5l1.5-.5 1 2Z" fill="currentColor" />
    </svg>
  );
}

/** The WhatsApp link from the deployment's configuration; without a number, it says so plainly. */
export function WhatsAppSupport() {
  const { t } = useContactTranslation();
  const lang = useLang();
  const { data, error, isLoading, mutate } = useSiteConfig();

  if (isLoading) {
    return (
      <Text role="status" c="gray.7">
        <Loader size="xs" mr="xs" aria-hidden="true" />
        {t('whatsapp.loading')}
      </Text>
    );
  }
  if (error || !data) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text role="alert">{t('whatsapp.failed')}</Text>
        <Button variant="default" onClick={() => void mutate()}>
          {t('whatsapp.retry')}
        </Button>
      </Stack>
    );
  }
  if (!data.whatsappNumber) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('whatsapp.unavailable')}</Text>
        <Button component={AppLink} to={`/${lang}/faq`} variant="default">
          {t('whatsapp.faq')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        component="a"
        href={whatsAppLink(data.whatsappNumber, t('whatsapp.greeting'))}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        color="green.4"
        leftSection={<ChatBubbleIcon />}
      >
        {t('whatsapp.button')}
        <VisuallyHidden> {t('whatsapp.opensInNewTab')}</VisuallyHidden>
      </Button>
      <Text c="gray.8">{t('whatsapp.number', { number: formatPhoneNumber(data.whatsappNumber) })}</Text>
    </Stack>
  );
}
