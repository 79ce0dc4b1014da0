import { Button } from '@mantine/core';
import { useAppTranslation } from '../lib/i18n';
import { useLang } from '../hooks/use-lang';
import { AppLink } from '../lib/app-links';
import { MessagePage } from './message-page';

/** Spec §2: unknown paths and /{lang}/404. */
export function NotFoundPage() {
  const { t } = useAppTranslation();
  const lang = useLang();
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
