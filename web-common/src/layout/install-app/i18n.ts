import en from '../../locales/en/installApp.json';
import es from '../../locales/es/installApp.json';
import { useFeatureTranslation } from '../../lib/i18n';

/** The 'installApp' namespace: the nav's install button and the install banner. */
export const useInstallAppTranslation = () => useFeatureTranslation('installApp', { en, es });
