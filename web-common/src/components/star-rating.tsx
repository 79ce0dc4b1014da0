import { Text, type MantineSize } from '@mantine/core';
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
  return (
    <Text
      component="span"
      role="img"
      aria-label={t('rating.stars', { rating: formatRating(shown, lang), max: RATING_MAX })}
      fz={size}
      c="yellow.8"
      lh={1}
      className="stars"
      display="inline-block"
    >
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star key={index} fill={starFill(shown, index)} />
      ))}
    </Text>
  );
}

/** How much of star `index` (0-based) a rating fills, in whole percent: 4.67 fills 67% of the fifth. */
export function starFill(rating: number, index: number): number {
  return Math.round(Math.min(1, Math.max(0, rating - index)) * 100);
}

function Star({ fill }: { fill: number }) {
  return (
    <span aria-hidden="true" data-fill={fill} style={{ position: 'relative', display: 'inline-block' }}>
      {'☆'}
      {fill > 0 && (
        <span
          className="star-fill"
          style={{
            position: 'absolute',
            insetBlock: 0,
            insetInlineStart: 0,
            width: `${fill}%`,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
          }}
        >
          {'★'}
        </span>
      )}
    </span>
  );
}
