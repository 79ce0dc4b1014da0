import { Container, SimpleGrid, Text, Title } from '@mantine/core';
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
        <Title id="home-steps-title" order={2} fz={{ base: 26, sm: 34 }} mb="xl">
          {t('steps.title')}
        </Title>
        <SimpleGrid component="ol" className="plain-list" cols={{ base: 1, sm: 3 }} spacing="lg">
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
        </SimpleGrid>
      </Container>
    </section>
  );
}
