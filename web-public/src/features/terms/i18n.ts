import en from '../../locales/en/terms.json';
import es from '../../locales/es/terms.json';
import { useFeatureTranslation } from '../../lib/i18n';

/** The 'terms' namespace, loaded with the routes that use it. */
export const useTermsTranslation = () => useFeatureTranslation('terms', { en, es });
