import { Box, Rating } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The rating as stars, read out as "Rated 4 out of 5". */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation('admin');
  return (
    <Box role="img" aria-label={t('reviews.ratingLabel', { rating })}>
      <Rating value={rating} readOnly size="sm" />
    </Box>
  );
}
