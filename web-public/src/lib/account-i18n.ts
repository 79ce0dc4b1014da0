import en from '../locales/en/account.json';
import es from '../locales/es/account.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'account' namespace, loaded with the routes that use it. */
export const useAccountTranslation = () => useFeatureTranslation('account', { en, es });
