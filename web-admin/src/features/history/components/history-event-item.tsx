import { Badge, DataList, Group, Paper, Stack, Text } from '@mantine/core';
import type { AuditHistory } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { formatDateTime } from '@gp/web-common/lib/format-date';
import { readableKey, useEventTypeWords } from '@gp/web-common/lib/event-type-words';
import { ACCOUNT_FIELDS, dataEntries, LANGUAGE_FIELDS, readableValue, WORDED_FIELDS } from '../event-data';

type AuditEvent = AuditHistory['events'][number];

/**
 * One event in the console's language: what happened in words, when, who (and for whom, during
 * impersonation), then its data as labelled lines, accounts by name and languages by name.
 */
export function HistoryEventItem({ event, names }: { event: AuditEvent; names: ReadonlyMap<string, string> }) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const eventTypeWords = useEventTypeWords();
  const nameOf = (id: string) => names.get(id) ?? id;
  const words = { yes: t('list.yes'), no: t('list.no'), none: t('list.none') };
  const what = eventTypeWords(event.type);
  const when = formatDateTime(event.recordedAt, lang);
  const languageName = (code: string) => t(`history.languages.${code}`, { defaultValue: code });
  const fieldName = (field: string) => t(`history.fields.${field}`, { defaultValue: readableKey(field) });
  const label = (field: string, part: string | null) =>
    part === null
      ? fieldName(field)
      : t('history.inLanguage', { field: fieldName(field), language: languageName(part) });
  const shown = (field: string, value: unknown): unknown => {
    if (ACCOUNT_FIELDS.has(field) && typeof value === 'string') return nameOf(value);
    // Who erased, whose part: words rather than the code ('owner', 'pro').
    if (WORDED_FIELDS.has(field) && typeof value === 'string')
      return t(`history.values.${field}.${value}`, { defaultValue: value });
    if (LANGUAGE_FIELDS.has(field) && typeof value === 'string') return languageName(value);
    if (LANGUAGE_FIELDS.has(field) && Array.isArray(value))
      return value.map((code) => (typeof code === 'string' ? languageName(code) : code));
    return value;
  };
  const entries = dataEntries(event.data);
  // The account's own events carry their place in its stream; an admin action done to it lives in the admin log.
  const fromAdminLog = event.streamId.startsWith('audit-');

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={t('history.eventLabel', { when, what })}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} style={{ wordBreak: 'break-word' }}>
            {what}
          </Text>
          <Badge variant="light" color={fromAdminLog ? 'blue' : 'gray'}>
            {fromAdminLog ? t('history.viaAdmin') : t('history.revision', { revision: event.revision })}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          <time dateTime={event.recordedAt}>{when}</time>
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
            {entries.map(({ field, part, value }) => (
              <DataList.Item key={part === null ? field : `${field}.${part}`}>
                <DataList.ItemLabel>{label(field, part)}</DataList.ItemLabel>
                <DataList.ItemValue style={{ wordBreak: 'break-word' }}>
                  {readableValue(shown(field, value), lang, words)}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
        )}
      </Stack>
    </Paper>
  );
}
