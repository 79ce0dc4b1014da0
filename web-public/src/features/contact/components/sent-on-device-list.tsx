import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { formatDateTime } from '@gp/web-common/lib/format-date';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { useSession } from '@gp/web-common/session/get-session';
import { useProContactTranslation } from '../i18n';
import { useSentOnDevice, type SentOnDevice } from '../sent-on-device';

/** The confirmation loads when the visitor asks to clear, not with the page. */
const ClearSentOnDeviceDialog = lazy(() =>
  import('./clear-sent-on-device-dialog').then((module) => ({ default: module.ClearSentOnDeviceDialog })),
);

function SentOnDeviceCard({ record }: { record: SentOnDevice }) {
  const { t } = useProContactTranslation();
  const lang = useLang();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t('sent.to', { name: record.proName })}>
      <Stack gap="xs">
        <Text fw={600} component={AppLink} to={`/${lang}/profile/${encodeURIComponent(record.proId)}`}>
          {record.proName}
        </Text>
        <Text fz="sm" c="gray.7">
          {formatDateTime(record.sentAt, lang)}
        </Text>
        {/* Its line breaks kept, a long word wrapped: as the profile's texts are shown. */}
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{record.message}</Text>
      </Stack>
    </Paper>
  );
}

/**
 * The requests this device sent, newest first, kept in the browser only (sent-on-device.ts), with a
 * way to clear them after a confirmation. A signed-in member is pointed to the account's list too.
 */
export function SentOnDeviceList() {
  const { t } = useProContactTranslation();
  const { t: tCommon } = useAppTranslation();
  const lang = useLang();
  const { user } = useSession();
  const sent = useSentOnDevice();
  const [confirming, setConfirming] = useState(false);
  const [cleared, setCleared] = useState(false);
  const hasAccountList = Boolean(user && !user.isAnonymous && (user.hasBetaAccess || user.isAdmin));
  // Cleared, the button is gone: the focus goes to the line that says so rather than to the page's top.
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cleared) status.current?.focus();
  }, [cleared]);

  return (
    <Stack gap="md">
      <Text c="gray.7">{t('device.intro')}</Text>
      {hasAccountList && (
        <Text>
          {t('device.account')} <AppLink to={`/${lang}/account?tab=sentRequests`}>{t('afterSend.accountList')}</AppLink>
        </Text>
      )}
      <Text ref={status} tabIndex={-1} role="status" fz="sm">
        {cleared ? t('device.cleared') : ''}
      </Text>
      {/* Null until the page is alive: the server has no list to show. */}
      {sent !== null && sent.length === 0 && (
        <Paper withBorder radius="md" p="xl" bg="gray.0">
          <Stack gap="sm" align="center" ta="center">
            <Text fw={600}>{t('device.empty')}</Text>
            <Button component={AppLink} to={`/${lang}/pros`}>
              {tCommon('nav.findPro')}
            </Button>
          </Stack>
        </Paper>
      )}
      {sent !== null && sent.length > 0 && (
        <>
          <Stack gap="md" component="ul" className="plain-list" aria-label={t('device.title')}>
            {sent.map((record) => (
              <li key={`${record.proId}:${record.sentAt}`}>
                <SentOnDeviceCard record={record} />
              </li>
            ))}
          </Stack>
          <Group>
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              {t('device.clear')}
            </Button>
          </Group>
        </>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ClearSentOnDeviceDialog
            onClose={() => setConfirming(false)}
            onCleared={() => {
              setConfirming(false);
              setCleared(true);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
