import { Container, Text } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useProContactTranslation } from '../i18n';
import { useSentOnDevice } from '../sent-on-device';

/** Below a page's content, the way back to what this device sent, once it sent something (nothing on the server or before the page is alive). */
export function SentOnDeviceLink() {
  const { t } = useProContactTranslation();
  const lang = useLang();
  const count = useSentOnDevice()?.length ?? 0;
  if (count === 0) return null;
  return (
    <Container size="lg" pb="xl">
      <Text>
        <AppLink to={`/${lang}/sent-requests`} className="target-link">
          {t('device.linkWithCount', { count })}
        </AppLink>
      </Text>
    </Container>
  );
}
