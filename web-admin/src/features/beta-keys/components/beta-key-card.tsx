import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { BetaKeyStatus, BetaKeyView } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { formatDateTime } from '@gp/web-common/lib/format-date';
import { betaKeySubject } from '../beta-key-subject';

const STATUS_COLOR: Record<BetaKeyStatus, string> = { unused: 'blue', used: 'green', revoked: 'gray' };

interface BetaKeyCardProps {
  betaKey: BetaKeyView;
  canModerate: boolean;
  onShowLinks: (betaKey: BetaKeyView) => void;
  onRevoke: (betaKey: BetaKeyView) => void;
}

/** One key: its note, its state in words, when and by whom it was created, used or revoked, and what is left to do with it. */
export function BetaKeyCard({ betaKey, canModerate, onShowLinks, onRevoke }: BetaKeyCardProps) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const when = (at: string) => formatDateTime(at, lang);
  const who = (name: string | null, id: string | null) => name ?? id ?? t('betaKeys.system');
  const subject = betaKeySubject(betaKey, t, lang);

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} c={betaKey.note ? undefined : 'gray.7'} style={{ wordBreak: 'break-word' }}>
            {betaKey.note ?? t('betaKeys.noNote')}
          </Text>
          <Badge color={STATUS_COLOR[betaKey.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`betaKeys.status.${betaKey.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {t('betaKeys.created', { date: when(betaKey.issuedAt), who: who(betaKey.issuedByName, betaKey.issuedBy) })}
        </Text>
        {betaKey.status === 'used' && betaKey.consumedAt && (
          <Text size="sm">
            {t('betaKeys.usedBy', {
              who: who(betaKey.consumedByName, betaKey.consumedBy),
              date: when(betaKey.consumedAt),
            })}
          </Text>
        )}
        {betaKey.status === 'revoked' && betaKey.revokedAt && (
          <Text size="sm">
            {t('betaKeys.revokedBy', {
              who: who(betaKey.revokedByName, betaKey.revokedBy),
              date: when(betaKey.revokedAt),
            })}
          </Text>
        )}
        {betaKey.status === 'unused' && (
          <Group gap="xs">
            {betaKey.signUpLinks && (
              <Button
                size="xs"
                variant="light"
                aria-label={t('betaKeys.copyLinkLabel', { subject })}
                onClick={() => onShowLinks(betaKey)}
              >
                {t('betaKeys.copyLink')}
              </Button>
            )}
            {canModerate && (
              <Button
                size="xs"
                color="red"
                variant="light"
                aria-label={t('betaKeys.revokeLabel', { subject })}
                onClick={() => onRevoke(betaKey)}
              >
                {t('betaKeys.revoke')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
