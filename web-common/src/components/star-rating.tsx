import './star-rating.css';
import type { MantineSize } from '@mantine/core';
import { RATING_MAX } from '@gp/shared';
import { useAppTranslation } from '../lib/i18n';
import { useLang } from '../hooks/use-lang';
import { formatRating, shownRating } from '../lib/format-rating';

/**
 * A rating to read (both apps: profiles, the directory, reviews, the admin console): five stars
 * shown as one image named "Rated 4.67 out of 5" (in the page language's decimals: 4,67), so screen
 * readers hear the rating once rather than five unlabelled symbols. Each star is an outline with a
 * filled star over it, clipped to the part of that star the rating reaches: 4.67 draws four full
 * stars and two thirds of the fifth, the same 4.67 the page shows beside it.
 */
export function StarRating({ rating, size = 'md' }: { rating: number; size?: MantineSize }) {
  const { t } = useAppTranslation('common');
  const lang = useLang();
  const shown = shownRating(rating);
  // A plain span and star-rating.css: lists show a rating per item, and a Mantine Text costs each its render.
  return (
    <span
      role="img"
      aria-label={t('rating.stars', { rating: formatRating(shown, lang), max: RATING_MAX })}
      className="stars"
      style={{ fontSize: `var(--mantine-font-size-${size})` }}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star key={index} fill={starFill(shown, index)} />
      ))}
    </span>
  );
}

/** How much of star `index` (0-based) a rating fills, in whole percent: 4.67 fills 67% of the fifth. */
export function starFill(rating: number, index: number): number {
  return Math.round(Math.min(1, Math.max(0, rating - index)) * 100);
}

function Star({ fill }: { fill: number }) {
  return (
    <span aria-hidden="true" data-fill={fill} className="star">
      {'☆'}
      {fill > 0 && (
        <span className="star-fill" style={{ width: `${fill}%` }}>
          {'★'}
        </span>
      )}
    </span>
  );
}
