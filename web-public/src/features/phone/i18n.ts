import en from '../../locales/en/phone.json';
import es from '../../locales/es/phone.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'phone' namespace, loaded with the routes that use it. */
export const usePhoneTranslation = () => useFeatureTranslation('phone', { en, es });
