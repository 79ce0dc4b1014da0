import '../info-pages.css';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useContactTranslation } from '../i18n';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { isSupportOpen, nextSupportOpening } from '../support-hours';
import { ContactArt } from './page-art';
import { PageHeader } from './page-header';
import { WhatsAppSupport } from './whatsapp-support';
import { formatWeekday } from '@gp/web-common/lib/format-date';

/** When a closed support opens again: today, tomorrow, or on a weekday named in the page language. */
function NextOpening({ now }: { now: Date }) {
  const { t } = useContactTranslation();
  const lang = useLang();
  const opening = nextSupportOpening(now);
  if (opening.day === 'today') return <Text fw={600}>{t('hours.opensToday')}</Text>;
  if (opening.day === 'tomorrow') return <Text fw={600}>{t('hours.opensTomorrow')}</Text>;
  return <Text fw={600}>{t('hours.opensOn', { day: formatWeekday(opening.weekday, lang) })}</Text>;
}

/** Spec §1: support Monday to Friday, 9:00 AM to 5:00 PM Costa Rica time, by WhatsApp only. */
function SupportHours() {
  const { t } = useContactTranslation();
  // Read once per visit: the badge is a hint, the hours below are the rule.
  const [now] = useState(() => new Date());
  const open = isSupportOpen(now);
  return (
    <section className="info-card" aria-labelledby="contact-hours">
      <Stack gap="xs">
        <Title id="contact-hours" order={2} fz="xl">
          {t('hours.title')}
        </Title>
        <div>
          <Text className="support-status" data-open={open}>
            {t(open ? 'hours.open' : 'hours.closed')}
          </Text>
          {!open && <NextOpening now={now} />}
        </div>
        <div>
          <Text fz="lg" fw={600}>
            {t('hours.days')}
          </Text>
          <Text fz="lg" fw={600}>
            {t('hours.time')}
          </Text>
        </div>
        <Text c="gray.8">{t('hours.zone')}</Text>
        <Text fz="sm" c="gray.7">
          {t('hours.note')}
        </Text>
      </Stack>
    </section>
  );
}

/** /contact: support hours and the way to reach support (the only page that asks for site-config). */
export function ContactPage() {
  const { t } = useContactTranslation();
  const tips = t('tips.items', { returnObjects: true }) as string[];
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} art={<ContactArt />} />
      <Container size="lg" className="info-section">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <section className="info-card" aria-labelledby="contact-whatsapp">
            <Stack gap="md">
              <Title id="contact-whatsapp" order={2} fz="xl">
                {t('whatsapp.title')}
              </Title>
              <Text c="gray.8" lh={1.6}>
                {t('whatsapp.body')}
              </Text>
              <WhatsAppSupport />
            </Stack>
          </section>
          <SupportHours />
        </SimpleGrid>
        <section className="info-section" aria-labelledby="contact-tips">
          <Title id="contact-tips" order={2} fz="xl" mb="sm">
            {t('tips.title')}
          </Title>
          <ul>
            {tips.map((tip) => (
              <li key={tip}>
                <Text>{tip}</Text>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
