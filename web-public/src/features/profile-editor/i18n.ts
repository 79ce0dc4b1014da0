import en from '../../locales/en/profileEditor.json';
import es from '../../locales/es/profileEditor.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'profileEditor' namespace: the profile fields of account setup and of edit-contractor-profile. */
export const useProfileEditorTranslation = () => useFeatureTranslation('profileEditor', { en, es });
