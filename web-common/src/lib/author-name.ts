import { useCallback } from 'react';
import { useAppTranslation } from './i18n';

/**
 * The name a review shows for its author: the one they gave, or "Former user" once they were
 * forgotten (their account deleted: the name reads as erased, an empty string, in the log and
 * the read models alike). The public pages, the author's list and the console say the same.
 */
export function useAuthorName(): (authorName: string) => string {
  const { t } = useAppTranslation('common');
  return useCallback((authorName: string) => authorName || t('formerUser'), [t]);
}
