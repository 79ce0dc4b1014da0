import { isLang } from '@gp/shared';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import type { I18nFor } from '../../../lib/i18n';
import { rememberLanguage } from '../../../lib/remembered-language';
import { LanguageRedirect } from './language-redirect';

/**
 * Element of the `/:lang` route: everything below renders in the URL's language, and
 * `<html lang>` follows it. An invalid language segment redirects.
 */
export function LanguageScope({ i18nFor }: { i18nFor: I18nFor }) {
  const { lang } = useParams();
  const valid = isLang(lang);

  useEffect(() => {
    if (!valid) return;
    document.documentElement.lang = lang;
    rememberLanguage(lang);
  }, [valid, lang]);

  if (!valid) return <LanguageRedirect />;
  return (
    <I18nextProvider i18n={i18nFor(lang)} defaultNS="common">
      <Outlet />
    </I18nextProvider>
  );
}
