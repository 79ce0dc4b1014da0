import { Container, Stack, Text, Title } from '@mantine/core';
import { useHomeTranslation } from '../i18n';
import { PeaceIllustration } from './illustrations';

interface Point {
  title: string;
  body: string;
}

/** Why a visitor can trust what they read: the three-review rule, moderation, privacy. */
export function PeaceOfMindSection() {
  const { t } = useHomeTranslation();
  const points = t('peace.points', { returnObjects: true }) as Point[];
  return (
    <section className="home-section home-section-tinted" aria-labelledby="home-peace-title">
      <Container size="lg">
        <div className="home-grid home-grid-split home-split">
          <PeaceIllustration className="home-art" />
          <Stack gap="lg">
            <Stack gap="xs">
              <Title id="home-peace-title" order={2} className="title-section">
                {t('peace.title')}
              </Title>
              <Text fz="lg" c="gray.8">
                {t('peace.intro')}
              </Text>
            </Stack>
            <Stack component="ul" className="plain-list" gap="md">
              {points.map((point) => (
                <li key={point.title} className="check-item">
                  <Title order={3} fz="md">
                    {point.title}
                  </Title>
                  <Text c="gray.8">{point.body}</Text>
                </li>
              ))}
            </Stack>
          </Stack>
        </div>
      </Container>
    </section>
  );
}
