import { Text } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { formatDate } from '@gp/web-common/lib/format-date';
import { useProContactTranslation } from '../i18n';
import { useSentOnDevice } from '../sent-on-device';

/**
 * "You wrote to Playa Fix on 22 Nov 2026", when this device sent the pro a request, with the way to
 * the device's list. Nothing on the server or before the page is alive: the list is the browser's.
 */
export function SentBeforeNote({ proId, name }: { proId: string; name: string }) {
  const { t } = useProContactTranslation();
  const lang = useLang();
  const latest = useSentOnDevice()?.find((record) => record.proId === proId);
  if (!latest) return null;
  return (
    <Text fz="sm" c="gray.7">
      {t('device.wroteBefore', { name, date: formatDate(latest.sentAt, lang) })}{' '}
      <AppLink to={`/${lang}/sent-requests`}>{t('device.seeAll')}</AppLink>
    </Text>
  );
}
