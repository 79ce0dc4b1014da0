import en from '../../locales/en/impersonation.json';
import es from '../../locales/es/impersonation.json';
import { useFeatureTranslation } from '../../lib/i18n';

/** The 'impersonation' namespace, loaded with the banner. */
export const useImpersonationTranslation = () => useFeatureTranslation('impersonation', { en, es });
