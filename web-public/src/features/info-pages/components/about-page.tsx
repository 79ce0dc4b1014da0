import '../info-pages.css';
import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useAboutTranslation } from '../i18n';
import { AboutArt } from './page-art';
import { PageHeader } from './page-header';
import { InfoCard } from './info-card';

interface Value {
  title: string;
  body: string;
}

/** /about: who we are, why the site exists and what it stands for. */
export function AboutPage() {
  const { t } = useAboutTranslation();
  const lang = useLang();
  const paragraphs = t('story.paragraphs', { returnObjects: true }) as string[];
  const values = t('values.items', { returnObjects: true }) as Value[];
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} art={<AboutArt />} />
      <Container size="lg">
        <section className="info-section" aria-labelledby="about-story">
          <Stack gap="md" maw={720}>
            <Title id="about-story" order={2}>
              {t('story.title')}
            </Title>
            {paragraphs.map((paragraph) => (
              <Text key={paragraph} fz="lg" lh={1.65}>
                {paragraph}
              </Text>
            ))}
          </Stack>
        </section>
        <section className="info-section" aria-labelledby="about-values">
          <Title id="about-values" order={2} mb="lg">
            {t('values.title')}
          </Title>
          <SimpleGrid component="ul" className="plain-list" cols={{ base: 1, sm: 2 }} spacing="lg">
            {values.map((value) => (
              <InfoCard key={value.title} title={value.title} body={value.body} />
            ))}
          </SimpleGrid>
        </section>
        <section className="info-section" aria-labelledby="about-beta">
          <Stack className="info-band" gap="md">
            <Title id="about-beta" order={2}>
              {t('beta.title')}
            </Title>
            <Text fz="lg" maw={720} lh={1.6}>
              {t('beta.body')}
            </Text>
            <Group gap="sm">
              <Button component={AppLink} to={`/${lang}/create-account`} size="md">
                {t('cta.signUp')}
              </Button>
              <Button component={AppLink} to={`/${lang}/contact`} size="md" variant="default">
                {t('cta.contact')}
              </Button>
            </Group>
          </Stack>
        </section>
      </Container>
    </>
  );
}
