import { useAppTranslation } from '../lib/i18n';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the nav bar to the page content. */
export function SkipLink() {
  const { t } = useAppTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('nav.skipToContent')}
    </a>
  );
}
