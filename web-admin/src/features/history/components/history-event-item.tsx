import { Badge, DataList, Group, Paper, Stack, Text } from '@mantine/core';
import type { AuditHistory } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { formatDateTime } from '@gp/web-common/lib/format-date';
import { readableEntries, readableValue } from '../event-data';

type AuditEvent = AuditHistory['events'][number];

/** One event: what, when, who (and for whom, during impersonation), then its data as a key/value list. */
export function HistoryEventItem({ event, names }: { event: AuditEvent; names: ReadonlyMap<string, string> }) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const nameOf = (id: string) => names.get(id) ?? id;
  const words = { yes: t('list.yes'), no: t('list.no'), none: t('list.none') };
  const entries = readableEntries(event.data);

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-label={t('history.eventLabel', { revision: event.revision, type: event.type })}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} style={{ wordBreak: 'break-word' }}>
            {event.type}
          </Text>
          <Badge variant="light" color="gray">
            {t('history.revision', { revision: event.revision })}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          <time dateTime={event.recordedAt}>{formatDateTime(event.recordedAt, lang)}</time>
        </Text>
        <Text size="sm">
          {event.actorId ? t('history.actor', { actor: nameOf(event.actorId) }) : t('history.system')}
        </Text>
        {event.onBehalfOf && <Text size="sm">{t('history.onBehalfOf', { who: nameOf(event.onBehalfOf) })}</Text>}
        {entries.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('history.noData')}
          </Text>
        ) : (
          <DataList size="sm" gap={4} labelWidth={140}>
            {entries.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue style={{ wordBreak: 'break-word' }}>
                  {readableValue(value, lang, words)}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
        )}
      </Stack>
    </Paper>
  );
}
