import { Text, VisuallyHidden } from '@mantine/core';
import { RATING_MAX } from '@gp/shared';
import { useTranslation } from 'react-i18next';

/** A rating as five stars; screen readers hear "4 out of 5 stars" instead of the glyphs. */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <Text component="span" fz={size} c="yellow.8" lh={1} className="stars">
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(RATING_MAX - full)}</span>
      <VisuallyHidden>{t('rating.stars', { rating, max: RATING_MAX })}</VisuallyHidden>
    </Text>
  );
}
