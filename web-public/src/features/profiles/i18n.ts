import en from '../../locales/en/profile.json';
import es from '../../locales/es/profile.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'profile' namespace, loaded with the profile page. */
export const useProfileTranslation = () => useFeatureTranslation('profile', { en, es });
