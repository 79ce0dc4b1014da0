import { Group, Stack, Text, TextInput } from '@mantine/core';
import { BETA_KEY_NOTE_MAX_LENGTH, type BetaKeyView } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useState } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ConsoleNotice } from '../../../components/console-notice';
import { EmptyPanel } from '../../../components/empty-panel';
import { ListPager } from '@gp/web-common/components/list-pager';
import { ListError, ListLoading } from '../../../components/list-states';
import { useNotice } from '../../../hooks/use-notice';
import { TabHeader } from '../../../components/tab-header';
import { useConsoleAccess } from '../../../hooks/use-console-access';
import { BETA_KEYS_PAGE_SIZE, useBetaKeys } from '../api/get-beta-keys';
import { useRevokeBetaKey } from '../api/revoke-beta-key';
import { betaKeySubject } from '../beta-key-subject';
import { BetaKeyCard } from './beta-key-card';
import { BetaKeyLinksModal } from './beta-key-links-modal';
import { NewBetaKeyButton } from './new-beta-key-button';

/** The beta keys: issue one with a note, see each key's state and who used it, copy an unused key's links, revoke it. */
export function BetaKeysTab() {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const { canModerate } = useConsoleAccess();
  const notice = useNotice();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useBetaKeys(page);
  const revokeBetaKey = useRevokeBetaKey();
  const [note, setNote] = useState('');
  const [showingLinks, setShowingLinks] = useState<BetaKeyView | null>(null);
  const [revoking, setRevoking] = useState<BetaKeyView | null>(null);
  const describe = (betaKey: BetaKeyView) => betaKeySubject(betaKey, t, lang);

  const revoke = async (betaKey: BetaKeyView) => {
    await revokeBetaKey(betaKey.id);
    setRevoking(null);
    notice.succeed(t('betaKeys.notices.revoked', { subject: describe(betaKey) }));
  };

  return (
    <Stack gap="md">
      <TabHeader tab="beta-keys" />
      {canModerate && (
        <Group
          component="form"
          align="flex-end"
          gap="sm"
          onSubmit={(event) => event.preventDefault()}
          aria-label={t('betaKeys.newKey')}
        >
          <TextInput
            label={t('betaKeys.noteLabel')}
            description={t('betaKeys.noteHint')}
            value={note}
            maxLength={BETA_KEY_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.currentTarget.value)}
            flex="1 1 16rem"
          />
          <NewBetaKeyButton note={note} onIssued={() => setNote('')} onError={notice.fail} />
        </Group>
      )}
      <ConsoleNotice notice={notice.notice} onDismiss={notice.clear} />
      {error !== undefined && <ListError error={error} onRetry={() => void mutate()} />}
      {data === undefined && error === undefined && <ListLoading />}
      {data && data.items.length === 0 && (
        <EmptyPanel title={t('tabs.beta-keys.emptyTitle')} body={t('tabs.beta-keys.emptyBody')} />
      )}
      {data && data.items.length > 0 && (
        <>
          <Stack component="ul" gap="sm" className="plain-list" aria-label={t('tabs.beta-keys.title')}>
            {data.items.map((betaKey) => (
              <BetaKeyCard
                key={betaKey.id}
                betaKey={betaKey}
                canModerate={canModerate}
                onShowLinks={setShowingLinks}
                onRevoke={setRevoking}
              />
            ))}
          </Stack>
          <ListPager
            countOnOnePage
            label={t('tabs.beta-keys.title')}
            page={data.page}
            pageSize={BETA_KEYS_PAGE_SIZE}
            total={data.total}
            onChange={setPage}
          />
        </>
      )}
      <BetaKeyLinksModal
        title={t('betaKeys.linksTitle')}
        note={showingLinks?.note}
        links={showingLinks?.signUpLinks ?? null}
        onClose={() => setShowingLinks(null)}
      />
      {revoking && (
        <ConfirmDialog
          title={t('betaKeys.confirmRevoke.title')}
          confirmLabel={t('betaKeys.confirmRevoke.confirm')}
          onConfirm={() => revoke(revoking)}
          onCancel={() => setRevoking(null)}
        >
          <Text style={{ wordBreak: 'break-word' }}>
            {t('betaKeys.confirmRevoke.subject', { subject: describe(revoking) })}
          </Text>
          <Text>{t('betaKeys.confirmRevoke.body')}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
