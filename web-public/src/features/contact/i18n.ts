import en from '../../locales/en/proContact.json';
import es from '../../locales/es/proContact.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'proContact' namespace: the contact block of a pro's public profile. */
export const useProContactTranslation = () => useFeatureTranslation('proContact', { en, es });
