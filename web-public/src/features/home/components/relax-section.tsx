import { Container, Stack, Text, Title } from '@mantine/core';
import { useHomeTranslation } from '../i18n';
import { RelaxIllustration } from './illustrations';

/** The promise of the site: the job gets done while you enjoy Guanacaste. */
export function RelaxSection() {
  const { t } = useHomeTranslation();
  const points = t('relax.points', { returnObjects: true }) as string[];
  return (
    <section className="home-section home-section-tinted" aria-labelledby="home-relax-title">
      <Container size="lg">
        <div className="home-grid home-grid-split home-split">
          <Stack gap="md">
            <Title id="home-relax-title" order={2} className="title-section">
              {t('relax.title')}
            </Title>
            <Text fz="lg" c="gray.8">
              {t('relax.body')}
            </Text>
            <Stack component="ul" className="plain-list" gap="xs">
              {points.map((point) => (
                <li key={point} className="check-item">
                  <Text>{point}</Text>
                </li>
              ))}
            </Stack>
          </Stack>
          <RelaxIllustration className="home-art" />
        </div>
      </Container>
    </section>
  );
}
