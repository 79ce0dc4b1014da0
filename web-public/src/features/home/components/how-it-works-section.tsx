import { Container, Text, Title } from '@mantine/core';
import { useHomeTranslation } from '../i18n';

interface Step {
  title: string;
  body: string;
}

/** Three steps from looking for a pro to leaving a review. */
export function HowItWorksSection() {
  const { t } = useHomeTranslation();
  const steps = t('steps.items', { returnObjects: true }) as Step[];
  return (
    <section className="home-section" aria-labelledby="home-steps-title">
      <Container size="lg">
        <Title id="home-steps-title" order={2} className="title-section" mb="xl">
          {t('steps.title')}
        </Title>
        <ol className="plain-list home-grid home-grid-steps">
          {steps.map((step, index) => (
            <li key={step.title} className="home-card step-card">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <Title order={3} fz="lg" mt="md">
                {step.title}
              </Title>
              <Text mt={6} c="gray.8">
                {step.body}
              </Text>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
