import { Box, Rating, type MantineSize } from '@mantine/core';
import { useReviewsTranslation } from '../i18n';

/** A rating to read: one image named "Rated 4 out of 5" rather than five unlabelled stars. */
export function ReviewStars({ rating, size = 'sm' }: { rating: number; size?: MantineSize }) {
  const { t } = useReviewsTranslation();
  return (
    <Box role="img" aria-label={t('authored.stars', { rating })} w="fit-content">
      <Rating value={rating} readOnly size={size} />
    </Box>
  );
}
