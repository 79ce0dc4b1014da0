import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  intro: string;
  art: ReactNode;
}

/** The opening band of an informational page: what the page is about, and its illustration. */
export function PageHeader({ eyebrow, title, intro, art }: PageHeaderProps) {
  return (
    <header className="info-header">
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
          <Stack gap="md" maw={640}>
            <Text fw={600} c="blue.7" tt="uppercase" fz="sm" lts={1}>
              {eyebrow}
            </Text>
            <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
              {title}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8">
              {intro}
            </Text>
          </Stack>
          <div className="info-header-art">{art}</div>
        </Group>
      </Container>
    </header>
  );
}
