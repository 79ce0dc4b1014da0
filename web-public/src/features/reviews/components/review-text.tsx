import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { StarRating } from '@gp/web-common/components/star-rating';

interface ReviewTextProps {
  rating: number;
  title: string;
  body: string;
  titleOrder: TitleOrder;
}

/** Stars, title and body of a review. Written by anyone, so always rendered as plain text. */
export function ReviewText({ rating, title, body, titleOrder }: ReviewTextProps) {
  return (
    <Stack gap={6}>
      <StarRating rating={rating} size="sm" />
      <Title order={titleOrder} fz="lg" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{body}</Text>
    </Stack>
  );
}
