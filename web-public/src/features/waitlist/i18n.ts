import en from '../../locales/en/waitlist.json';
import es from '../../locales/es/waitlist.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'waitlist' namespace, loaded with the routes that use it. */
export const useWaitlistTranslation = () => useFeatureTranslation('waitlist', { en, es });
