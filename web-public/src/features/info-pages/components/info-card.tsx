import { Text, Title } from '@mantine/core';

/** One titled point of an informational page (a value, a feature), as a list item. */
export function InfoCard({ title, body }: { title: string; body: string }) {
  return (
    <li className="info-card">
      <Title order={3} fz="lg">
        {title}
      </Title>
      <Text mt={6} c="gray.8" lh={1.6}>
        {body}
      </Text>
    </li>
  );
}
