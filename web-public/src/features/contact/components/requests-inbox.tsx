import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatPhoneNumber, REQUEST_RETENTION_MONTHS, type LeadView, type ProStats } from '@gp/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPager } from '@gp/web-common/components/list-pager';
import { LoadErrorAlert } from '@gp/web-common/components/load-error-alert';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useAnswerLead } from '../api/answer-lead';
import { contactLead } from '../api/contact-lead';
import { useDeleteLead } from '../api/delete-lead';
import { useReadLeads } from '../api/read-lead';
import { useUnanswerLead } from '../api/unanswer-lead';
import { LEADS_PAGE_SIZE, useLeads } from '../api/list-leads';
import { useProStats } from '../api/get-pro-stats';
import { useProContactTranslation } from '../i18n';
import { formatDateTime } from '@gp/web-common/lib/format-date';
import { DeleteLeadDialog } from './delete-lead-dialog';

function StatsSummary({ stats }: { stats: ProStats }) {
  const { t } = useProContactTranslation();
  const figures = [
    ['profileViews', stats.profileViews],
    ['whatsappTaps', stats.whatsappTaps],
    ['callTaps', stats.callTaps],
    ['leads', stats.leads],
  ] as const;
  return (
    <Stack gap="xs" component="section" aria-labelledby="pro-stats-title">
      <Title order={2} fz="lg" id="pro-stats-title">
        {t('stats.title', { days: stats.days })}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" spacing="sm">
        {figures.map(([name, value]) => (
          <Paper key={name} withBorder radius="md" p="sm">
            <Text component="dt" fz="sm" c="gray.7">
              {t(`stats.${name}`)}
            </Text>
            <Text component="dd" fz="xl" fw={700} m={0}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface LeadCardProps {
  lead: LeadView;
  /** The request a notification's link named (`?lead=`): scrolled to and focused once shown. */
  focused: boolean;
  onAnswered: (leadId: string) => Promise<void>;
  onUnanswered: (leadId: string) => Promise<void>;
  onDelete: (leadId: string) => Promise<void>;
}

function LeadCard({ lead, focused, onAnswered, onUnanswered, onDelete }: LeadCardProps) {
  const { t } = useProContactTranslation();
  const lang = useLang();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focused) return;
    card.current?.scrollIntoView({ block: 'start' });
    card.current?.focus({ preventScroll: true });
  }, [focused]);
  // The tap opens WhatsApp or the dialer whatever happens here: recording it must never hold the pro back.
  const recordContact = (channel: 'whatsapp' | 'call') => void contactLead(lead.id, channel).catch(() => undefined);
  const toggleAnswered = async () => {
    setSaving(true);
    setError(null);
    try {
      await (lead.answeredAt ? onUnanswered : onAnswered)(lead.id);
    } catch (failure) {
      setError(apiErrorMessage(failure, lang));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper
      ref={card}
      withBorder
      radius="md"
      p="md"
      component="article"
      id={`request-${lead.id}`}
      tabIndex={focused ? -1 : undefined}
      className={focused ? 'request-focused' : undefined}
      aria-label={t('inbox.from', { name: lead.name })}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{lead.name}</Text>
          <Group gap={4}>
            {!lead.readAt && <Badge>{t('inbox.new')}</Badge>}
            {lead.answeredAt ? (
              <Badge color="green">{t('inbox.answered')}</Badge>
            ) : (
              <Badge color="gray" variant="light">
                {t('inbox.waiting')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text fz="sm" c="gray.7">
          {formatDateTime(lead.sentAt, lang)} · {formatPhoneNumber(lead.phoneNumber)} · {t(`inbox.lang.${lead.lang}`)}
        </Text>
        <Text className="profile-about">{lead.message}</Text>
        <Group gap="sm">
          {lead.replyLinks.whatsapp && (
            <Button
              component="a"
              href={lead.replyLinks.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              color="green"
              size="compact-md"
              onClick={() => recordContact('whatsapp')}
            >
              {t('inbox.replyWhatsapp')}
            </Button>
          )}
          {lead.replyLinks.call && (
            <Button
              component="a"
              href={lead.replyLinks.call}
              variant="default"
              size="compact-md"
              onClick={() => recordContact('call')}
            >
              {t('inbox.call', { name: lead.name })}
            </Button>
          )}
          <Button variant="subtle" size="compact-md" loading={saving} onClick={() => void toggleAnswered()}>
            {t(lead.answeredAt ? 'inbox.markUnanswered' : 'inbox.markAnswered')}
          </Button>
          <Button variant="subtle" color="red" size="compact-md" onClick={() => setDeleting(true)}>
            {t('inbox.delete')}
          </Button>
        </Group>
        {error && (
          <Text role="alert" c="red.7" fz="sm">
            {error}
          </Text>
        )}
      </Stack>
      {deleting && <DeleteLeadDialog lead={lead} onDelete={onDelete} onClose={() => setDeleting(false)} />}
    </Paper>
  );
}

/** The account page's Requests tab: the requests clients sent, newest first, then the pro's last 30 days. */
export function RequestsInbox() {
  const { t } = useProContactTranslation();
  const [page, setPage] = useState(1);
  const { data: stats } = useProStats();
  const { data, error, isLoading, mutate } = useLeads(page);
  const answer = useAnswerLead(page);
  const unanswer = useUnanswerLead(page);
  const remove = useDeleteLead(page, useLang());
  const readLeads = useReadLeads();
  const [searchParams] = useSearchParams();
  const focusedLead = searchParams.get('lead');
  // The requests this page shows are seen: the unread count drops; their "New" marks stay until the next read.
  const unreadShown = (data?.items ?? []).filter((lead) => !lead.readAt).map((lead) => lead.id);
  const unreadKey = unreadShown.join(',');
  useEffect(() => {
    if (unreadKey) void readLeads(unreadKey.split(',')).catch(() => undefined);
  }, [unreadKey, readLeads]);
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="pro-inbox-title">
        <Title order={2} fz="lg" id="pro-inbox-title">
          {t('inbox.title')}
        </Title>
        {isLoading && !data && (
          <Center py="xl" role="status">
            <Loader aria-hidden="true" />
            <VisuallyHidden>{t('inbox.loading')}</VisuallyHidden>
          </Center>
        )}
        {Boolean(error) && !data && (
          <LoadErrorAlert error={error} message={t('inbox.loadError')} onRetry={() => void mutate()} />
        )}
        {data?.total === 0 && <Text c="gray.7">{t('inbox.empty')}</Text>}
        {data?.items.map((lead) => (
          <LeadCard
            key={lead.id}
            lead={lead}
            focused={lead.id === focusedLead}
            onAnswered={answer}
            onUnanswered={unanswer}
            onDelete={remove}
          />
        ))}
        {data && (
          <ListPager
            label={t('inbox.listName')}
            page={page}
            pageSize={LEADS_PAGE_SIZE}
            total={data.total}
            onChange={setPage}
          />
        )}
        {data && data.total > 0 && (
          <Text fz="sm" c="gray.7">
            {t('inbox.retention', { months: REQUEST_RETENTION_MONTHS })}
          </Text>
        )}
      </Stack>
      {/* Below the requests: on a phone the first request is what the pro sees first. */}
      {stats && <StatsSummary stats={stats} />}
    </Stack>
  );
}
