import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to "<page> · Guanacaste Pros" (screen readers announce it on navigation). */
export function usePageTitle(pageTitle: string) {
  const { t } = useTranslation();
  const title = t('brand.pageTitle', { page: pageTitle });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
