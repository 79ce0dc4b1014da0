import { useEffect } from 'react';
import { useAppTranslation } from '../lib/i18n';

/** Sets the document title to "<page> · Guanacaste Pros" (screen readers announce it on navigation). */
export function usePageTitle(pageTitle: string) {
  const { t } = useAppTranslation();
  const title = t('brand.pageTitle', { page: pageTitle });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
