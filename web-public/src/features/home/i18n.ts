import en from '../../locales/en/home.json';
import es from '../../locales/es/home.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'home' namespace, loaded with the home page's route. */
export const useHomeTranslation = () => useFeatureTranslation('home', { en, es });
