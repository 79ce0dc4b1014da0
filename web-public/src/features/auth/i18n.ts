import en from '../../locales/en/auth.json';
import es from '../../locales/es/auth.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'auth' namespace, loaded with the routes that use it. */
export const useAuthTranslation = () => useFeatureTranslation('auth', { en, es });
