import en from '../../locales/en/accountSetup.json';
import es from '../../locales/es/accountSetup.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'accountSetup' namespace, loaded with the routes that use it. */
export const useAccountSetupTranslation = () => useFeatureTranslation('accountSetup', { en, es });
