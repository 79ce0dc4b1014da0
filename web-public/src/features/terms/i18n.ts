import en from '../../locales/en/terms.json';
import es from '../../locales/es/terms.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'terms' namespace, loaded with the routes that use it. */
export const useTermsTranslation = () => useFeatureTranslation('terms', { en, es });
