import en from '../../locales/en/directory.json';
import es from '../../locales/es/directory.json';
import { useFeatureTranslation } from '@gp/web-common/lib/i18n';

/** The 'directory' namespace, loaded with the directory pages and the home search. */
export const useDirectoryTranslation = () => useFeatureTranslation('directory', { en, es });
