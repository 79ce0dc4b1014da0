import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UnansweredReportView } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { formatDate } from '@gp/web-common/lib/format-date';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { EmptyPanel } from '../../../components/empty-panel';
import { ListError, ListLoading } from '../../../components/list-states';
import { useUnansweredReports } from '../api/get-unanswered-reports';

/** One pro: who, how many clients said NO in the window, and when the latest did. */
function ReportCard({ report }: { report: UnansweredReportView }) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={600} style={{ wordBreak: 'break-word' }}>
            {report.displayName ?? t('unanswered.unnamed')}
          </Text>
          <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
            {t('unanswered.noAnswers', { count: report.noAnswers })}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {t('unanswered.latest', { date: formatDate(report.latestAt, lang) })}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The pros clients said did not get back to them: two days after a request its client is asked by
 * text, and each NO of the last 90 days counts here (issue 36).
 */
export function UnansweredReportsSection() {
  const { t } = useAppTranslation('admin');
  const { data, error, mutate } = useUnansweredReports();
  return (
    <Stack component="section" gap="md" aria-labelledby="unanswered-reports-title">
      <Title order={3} id="unanswered-reports-title">
        {t('unanswered.title')}
      </Title>
      <Text c="gray.7">{t('unanswered.intro', { days: data?.windowDays ?? 90 })}</Text>
      {error !== undefined && <ListError error={error} onRetry={() => void mutate()} />}
      {data === undefined && error === undefined && <ListLoading />}
      {data && data.items.length === 0 && (
        <EmptyPanel title={t('unanswered.emptyTitle')} body={t('unanswered.emptyBody')} />
      )}
      {data && data.items.length > 0 && (
        <Stack component="ul" gap="sm" className="plain-list" aria-label={t('unanswered.title')}>
          {data.items.map((report) => (
            <ReportCard key={report.proId} report={report} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
