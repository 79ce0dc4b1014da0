import { Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { NotificationFailureView } from '@gp/shared';
import { ListPager } from '@gp/web-common/components/list-pager';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { formatDateTime } from '@gp/web-common/lib/format-date';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { useState } from 'react';
import { EmptyPanel } from '../../../components/empty-panel';
import { ListError, ListLoading } from '../../../components/list-states';
import { TabHeader } from '../../../components/tab-header';
import { NOTIFICATION_FAILURES_PAGE_SIZE, useNotificationFailures } from '../api/get-notification-failures';
import { UnansweredReportsSection } from './unanswered-reports-section';

/** One failure (its badge wraps under a long title on a phone): what was to be said, why it did not go (in the admin's language), when, and the provider's own answer. */
function FailureCard({ failure }: { failure: NotificationFailureView }) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={600}>{t(`notifications.kinds.${failure.kind}`)}</Text>
          <Badge color={failure.reason === 'refused' ? 'red' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
            {t(`notifications.reasons.${failure.reason}.label`)}
          </Badge>
        </Group>
        <Text size="sm">{t(`notifications.reasons.${failure.reason}.explanation`)}</Text>
        <Text size="sm" c="gray.7">
          {t('notifications.failedAt', { date: formatDateTime(failure.failedAt, lang) })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('notifications.detail')} <Code style={{ wordBreak: 'break-word' }}>{failure.detail}</Code>
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * Notifications that could not be sent (refused by the provider, or still failing after their
 * retries), then the pros clients said did not get back to them.
 */
export function NotificationFailuresTab() {
  const { t } = useAppTranslation('admin');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useNotificationFailures(page);
  return (
    <Stack gap="md">
      <TabHeader tab="notifications" />
      <Text c="gray.7">{t('notifications.intro')}</Text>
      {error !== undefined && <ListError error={error} onRetry={() => void mutate()} />}
      {data === undefined && error === undefined && <ListLoading />}
      {data && data.items.length === 0 && (
        <EmptyPanel title={t('tabs.notifications.emptyTitle')} body={t('tabs.notifications.emptyBody')} />
      )}
      {data && data.items.length > 0 && (
        <>
          <Stack component="ul" gap="sm" className="plain-list" aria-label={t('tabs.notifications.title')}>
            {data.items.map((failure) => (
              <FailureCard key={failure.jobId} failure={failure} />
            ))}
          </Stack>
          <ListPager
            countOnOnePage
            label={t('tabs.notifications.title')}
            page={data.page}
            pageSize={NOTIFICATION_FAILURES_PAGE_SIZE}
            total={data.total}
            onChange={setPage}
          />
        </>
      )}
      <UnansweredReportsSection />
    </Stack>
  );
}
