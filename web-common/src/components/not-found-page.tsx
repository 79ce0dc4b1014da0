import { Button } from '@mantine/core';
import { useAppTranslation } from '../lib/i18n';
import { useLang } from '../hooks/use-lang';
import { usePageTitle } from '../hooks/use-page-title';
import { AppLink } from '../lib/app-links';
import { MessagePage } from './message-page';

/** Spec §2: unknown paths and /{lang}/404, and a page of a known path that shows nothing (a profile nobody may see). */
export function NotFoundPage() {
  const { t } = useAppTranslation();
  const lang = useLang();
  // The title the server gave the page (PAGE_META's 404), also where the path names a known page.
  usePageTitle(t('notFound.title'));
  return (
    <MessagePage
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Button component={AppLink} to={`/${lang}`}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
