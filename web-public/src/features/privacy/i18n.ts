import en from '../../locales/en/privacy.json';
import es from '../../locales/es/privacy.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'privacy' namespace, loaded with the privacy page only. */
export const usePrivacyTranslation = () => useFeatureTranslation('privacy', { en, es });
