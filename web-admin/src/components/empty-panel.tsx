import { Paper, Stack, Text } from '@mantine/core';

/** What a list shows when it has nothing: a title and what will appear here. */
export function EmptyPanel({ title, body }: { title: string; body: string }) {
  return (
    <Paper withBorder radius="md" p="xl" bg="gray.0">
      <Stack gap={4} align="center" ta="center">
        <Text fw={600} fz="lg">
          {title}
        </Text>
        <Text c="gray.7">{body}</Text>
      </Stack>
    </Paper>
  );
}
