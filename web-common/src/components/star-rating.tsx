import { Text, type MantineSize } from '@mantine/core';
import { RATING_MAX } from '@gp/shared';
import { useTranslation } from 'react-i18next';

/**
 * A rating to read (both apps: profiles, the directory, reviews, the admin console): five star
 * glyphs shown as one image named "Rated 4 out of 5", so screen readers hear the rating once
 * rather than five unlabelled symbols. An average rounds to whole stars; the label keeps it exact.
 */
export function StarRating({ rating, size = 'md' }: { rating: number; size?: MantineSize }) {
  const { t } = useTranslation('common');
  const full = Math.min(RATING_MAX, Math.max(0, Math.round(rating)));
  return (
    <Text
      component="span"
      role="img"
      aria-label={t('rating.stars', { rating, max: RATING_MAX })}
      fz={size}
      c="yellow.8"
      lh={1}
      className="stars"
      display="inline-block"
    >
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(RATING_MAX - full)}</span>
    </Text>
  );
}
