import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { ConsoleDrawer } from '../../../components/console-modal';
import { ListError, ListLoading } from '../../../components/list-states';
import { useAccountHistory } from '../api/get-account-history';
import { useReviewHistory } from '../api/get-review-history';
import type { HistoryDrawerProps } from '../../../lib/history-subject';
import { HistoryEventItem } from './history-event-item';

/** An account's or a review's events, newest first, replayed from its stream (auditors see it too). */
export function HistoryDrawer({ subject, names, onClose }: HistoryDrawerProps) {
  const { t } = useAppTranslation('admin');
  const accountHistory = useAccountHistory(subject?.kind === 'account' ? subject.id : null);
  const reviewHistory = useReviewHistory(subject?.kind === 'review' ? subject.id : null);
  const { data, error, mutate } = subject?.kind === 'review' ? reviewHistory : accountHistory;
  // The API names every account that acted (display name, else email); the page's names cover the rest.
  const allNames = useMemo(() => new Map([...names, ...Object.entries(data?.names ?? {})]), [names, data]);
  // The API answers in log order; the console reads newest first.
  const newestFirst = useMemo(() => [...(data?.events ?? [])].reverse(), [data]);

  return (
    <ConsoleDrawer
      opened={subject !== null}
      onClose={onClose}
      title={subject ? t('history.title', { subject: subject.label }) : ''}
    >
      {subject && error !== undefined && !data && <ListError error={error} onRetry={() => void mutate()} />}
      {subject && error === undefined && !data && <ListLoading label={t('history.loading')} />}
      {data && data.events.length === 0 && <Text>{t('history.empty')}</Text>}
      {data && data.events.length > 0 && (
        <Stack component="ol" gap="sm" className="plain-list" aria-label={t('history.order')}>
          {newestFirst.map((event) => (
            <HistoryEventItem key={event.position} event={event} names={allNames} />
          ))}
        </Stack>
      )}
    </ConsoleDrawer>
  );
}
