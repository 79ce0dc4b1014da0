import en from '../../locales/en/reviews.json';
import es from '../../locales/es/reviews.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'reviews' namespace, loaded with the routes that use it (the review form, the account page). */
export const useReviewsTranslation = () => useFeatureTranslation('reviews', { en, es });
