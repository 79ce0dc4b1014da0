import { Group, Input, Text, VisuallyHidden } from '@mantine/core';
import { RATING_MAX, RATING_MIN } from '@gp/shared';
import { Fragment, useId, useState, type Ref } from 'react';
import { useReviewsTranslation } from '../i18n';
import './star-rating-input.css';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" width={32} height={32} aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  error?: string;
  /** The stars' container, so the form can focus a star when the rating is missing. */
  groupRef?: Ref<HTMLDivElement>;
}

/**
 * Spec §5 rating, 1 to 5: native radios drawn as stars, so Tab enters the group and the arrow
 * keys choose, as with any radio group. While nothing is chosen (0) it says how to choose: the
 * stars are marked required, and in error only once the form is sent without a rating.
 */
export function StarRatingInput({ value, onChange, error, groupRef }: StarRatingInputProps) {
  const { t } = useReviewsTranslation();
  const name = useId();
  const hintId = useId();
  const errorId = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset className="star-rating" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend>
        <Text span fw={500} fz="sm">
          {t('form.ratingLegend')}
        </Text>
        <Text span c="red.4" fz="sm" aria-hidden="true">
          {' *'}
        </Text>
      </legend>
      <Group gap="md" align="center" mt={4}>
        <div ref={groupRef} className="star-rating__stars" onMouseLeave={() => setHovered(0)}>
          {STARS.map((star) => (
            <Fragment key={star}>
              <input
                type="radio"
                className="star-rating__input"
                id={`${name}-${star}`}
                name={name}
                value={star}
                checked={value === star}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(star)}
              />
              <label
                htmlFor={`${name}-${star}`}
                className="star-rating__star"
                data-filled={star <= shown || undefined}
                onMouseEnter={() => setHovered(star)}
              >
                <StarIcon />
                <VisuallyHidden>{t('form.ratingOption', { count: star })}</VisuallyHidden>
              </label>
            </Fragment>
          ))}
        </div>
        <Text id={hintId} fz="sm" c="gray.7">
          {value === 0 ? t('form.ratingHint') : t(`form.ratingNames.${value}`)}
        </Text>
      </Group>
      {error && (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
