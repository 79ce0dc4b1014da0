import { Container, Stack, Text, Title } from '@mantine/core';
import { directoryPath } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useHomeTranslation } from '../i18n';
import { POPULAR_SERVICE_IDS, type PopularServiceId } from '../popular-services';
import { ServiceIllustration } from './illustrations';

function ServiceCard({ serviceId }: { serviceId: PopularServiceId }) {
  const { t } = useHomeTranslation();
  const lang = useLang();
  return (
    <li className="home-card service-card">
      <ServiceIllustration serviceId={serviceId} />
      <Title order={3} fz="lg" mt="sm">
        {/* The whole card is the link's target area (home.css); the name is its text. */}
        <AppLink to={directoryPath(lang, { serviceId })} className="service-card-link">
          {t(`services.items.${serviceId}.name`)}
        </AppLink>
      </Title>
      <Text className="service-price" fw={800} fz={28} c="blue.7" lh={1.2} mt={6}>
        {t(`services.items.${serviceId}.price`)}
      </Text>
      <Text fz="sm" c="gray.7">
        {t(`services.items.${serviceId}.unit`)}
      </Text>
      <Text mt="sm" fz="sm" lh={1.55}>
        {t(`services.items.${serviceId}.blurb`)}
      </Text>
    </li>
  );
}

/** Five popular services with the starting prices of spec §1. */
export function PopularServicesSection() {
  const { t } = useHomeTranslation();
  return (
    <section className="home-section" aria-labelledby="home-services-title">
      <Container size="lg">
        <Stack gap="xs" maw={680} mb="xl">
          <Title id="home-services-title" order={2} className="title-section">
            {t('services.title')}
          </Title>
          <Text fz="lg" c="gray.8">
            {t('services.intro')}
          </Text>
        </Stack>
        <ul className="plain-list home-grid home-grid-services">
          {POPULAR_SERVICE_IDS.map((serviceId) => (
            <ServiceCard key={serviceId} serviceId={serviceId} />
          ))}
        </ul>
        <Text fz="sm" c="gray.7" mt="lg" maw={720}>
          {t('services.note')}
        </Text>
      </Container>
    </section>
  );
}
