import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title';

/** A page that is only a message: its title (also the document's), a line of explanation and what to do next. */
export function MessagePage({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text c="gray.7">{body}</Text>
        {action}
      </Stack>
    </Container>
  );
}
