import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { REQUEST_RETENTION_MONTHS, type SentRequestView } from '@gp/shared';
import { useState } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { ListPager } from '@gp/web-common/components/list-pager';
import { LoadErrorAlert } from '@gp/web-common/components/load-error-alert';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { SENT_REQUESTS_PAGE_SIZE, useSentRequests } from '../api/list-sent-requests';
import { useProContactTranslation } from '../i18n';
import { formatDateTime } from '@gp/web-common/lib/format-date';
import { useWithdrawSentRequest } from '../api/withdraw-sent-request';
import { WithdrawSentRequestDialog } from './withdraw-sent-request-dialog';

interface SentRequestCardProps {
  request: SentRequestView;
  onWithdraw: (leadId: string) => Promise<void>;
}

function SentRequestCard({ request, onWithdraw }: SentRequestCardProps) {
  const { t } = useProContactTranslation();
  const lang = useLang();
  const [withdrawing, setWithdrawing] = useState(false);
  const proName = request.proName ?? t('sent.formerPro');
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t('sent.to', { name: proName })}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          {request.proName === null ? (
            <Text fw={600}>{proName}</Text>
          ) : (
            <Text fw={600} component={AppLink} to={`/${lang}/profile/${encodeURIComponent(request.proId)}`}>
              {proName}
            </Text>
          )}
          {request.answeredAt ? (
            <Badge color="green">{t('sent.answered')}</Badge>
          ) : (
            <Badge color="gray">{t('sent.waiting')}</Badge>
          )}
        </Group>
        <Text fz="sm" c="gray.7">
          {formatDateTime(request.sentAt, lang)}
        </Text>
        <Text className="profile-about">{request.message}</Text>
        <Group>
          <Button variant="subtle" color="red" size="compact-md" onClick={() => setWithdrawing(true)}>
            {t('sent.withdraw')}
          </Button>
        </Group>
      </Stack>
      {withdrawing && (
        <WithdrawSentRequestDialog
          request={request}
          proName={proName}
          onWithdraw={onWithdraw}
          onClose={() => setWithdrawing(false)}
        />
      )}
    </Paper>
  );
}

/** The account page's "Requests I sent" tab: the member's messages to pros, newest first, a page at a time. */
export function SentRequestsList() {
  const { t } = useProContactTranslation();
  const { t: tCommon } = useAppTranslation();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSentRequests(page);
  const withdraw = useWithdrawSentRequest(page, lang);

  if (isLoading && !data) {
    return (
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <VisuallyHidden>{t('sent.loading')}</VisuallyHidden>
      </Center>
    );
  }
  if (error && !data) {
    return <LoadErrorAlert error={error} message={t('sent.loadError')} onRetry={() => void mutate()} />;
  }
  if (!data) return null;
  if (data.total === 0) {
    return (
      <Paper withBorder radius="md" p="xl" bg="gray.0">
        <Stack gap="sm" align="center" ta="center">
          <Text fw={600} fz="lg">
            {t('sent.emptyTitle')}
          </Text>
          <Text c="gray.7">{t('sent.emptyBody')}</Text>
          <Button component={AppLink} to={`/${lang}/pros`}>
            {tCommon('nav.findPro')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      {data.items.map((request) => (
        <SentRequestCard key={request.id} request={request} onWithdraw={withdraw} />
      ))}
      <ListPager
        label={t('sent.listName')}
        page={page}
        pageSize={SENT_REQUESTS_PAGE_SIZE}
        total={data.total}
        onChange={setPage}
        countOnOnePage={page > 1}
      />
      <Text fz="sm" c="gray.7">
        {t('sent.retention', { months: REQUEST_RETENTION_MONTHS })}
      </Text>
    </Stack>
  );
}
