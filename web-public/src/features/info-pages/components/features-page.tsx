import '../info-pages.css';
import { Button, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useFeaturesTranslation } from '../i18n';
import { FeaturesArt } from './page-art';
import { PageHeader } from './page-header';
import { InfoCard } from './info-card';

interface Feature {
  title: string;
  body: string;
}

const AUDIENCES = ['clients', 'pros', 'everyone'] as const;

/** /features: the feature blurbs of spec §1, by audience. */
export function FeaturesPage() {
  const { t } = useFeaturesTranslation();
  const lang = useLang();
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} art={<FeaturesArt />} />
      <Container size="lg">
        {AUDIENCES.map((audience) => (
          <section key={audience} className="info-section" aria-labelledby={`features-${audience}`}>
            <Title id={`features-${audience}`} order={2} mb="lg">
              {t(`${audience}.title`)}
            </Title>
            <SimpleGrid
              component="ul"
              className="plain-list"
              cols={{ base: 1, sm: 2, md: audience === 'everyone' ? 3 : 4 }}
              spacing="lg"
            >
              {(t(`${audience}.items`, { returnObjects: true }) as Feature[]).map((feature) => (
                <InfoCard key={feature.title} title={feature.title} body={feature.body} />
              ))}
            </SimpleGrid>
          </section>
        ))}
        <section className="info-section" aria-labelledby="features-cta">
          <Stack className="info-band" gap="md" align="flex-start">
            <Title id="features-cta" order={2}>
              {t('cta.title')}
            </Title>
            <Group gap="sm">
              <Button component={AppLink} to={`/${lang}/create-account`} size="md">
                {t('cta.signUp')}
              </Button>
              <Button component={AppLink} to={`/${lang}/create-account?role=contractor`} size="md" variant="default">
                {t('cta.joinAsPro')}
              </Button>
            </Group>
          </Stack>
        </section>
      </Container>
    </>
  );
}
