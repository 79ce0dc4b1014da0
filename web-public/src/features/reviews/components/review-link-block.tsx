import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { LineIcon } from '@gp/web-common/components/icons/line-icon';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useReceivedReviewsSummary } from '../api/get-received-reviews-summary';
import { useReviewsTranslation } from '../i18n';
import { reviewLinkUrl, whatsAppShareUrl } from '../review-links';

/**
 * The pro's own review link, for good (issue 39 item 3): on My account and on the owner's view of
 * the profile, public or not. Copy it, share it on WhatsApp with a greeting written for the client
 * (no number: the pro picks the contact), or through the browser's share sheet where there is one.
 * Above it, what only the owner sees: reviews awaiting moderation and approvals still needed. The
 * setup wizard shows it under headings of its own, hence the heading level.
 */
export function ReviewLinkBlock({ userId, headingLevel = 2 }: { userId: string; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useReviewsTranslation();
  const lang = useLang();
  const link = reviewLinkUrl(window.location.origin, lang, userId);
  const message = `${t('reviewLink.message')} ${link}`;
  const canShare = typeof navigator.share === 'function';

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="review-link-title">
      <Stack gap="sm">
        <Title order={headingLevel} fz="lg" id="review-link-title">
          {t('reviewLink.title')}
        </Title>
        <ReviewStanding />
        <Text fz="sm" c="gray.7">
          {t('reviewLink.intro')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('reviewLink.linkLabel')}
            value={link}
            readOnly
            flex={1}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Tooltip label={t('reviewLink.copied')} opened={copied} withArrow>
                <ActionIcon
                  variant="filled"
                  size={36}
                  onClick={copy}
                  aria-label={copied ? t('reviewLink.copied') : t('reviewLink.copy')}
                >
                  <CopyGlyph copied={copied} />
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Group gap="sm">
          <Button
            component="a"
            href={whatsAppShareUrl(message)}
            target="_blank"
            rel="noopener noreferrer"
            color="green"
          >
            {t('reviewLink.whatsapp')}
          </Button>
          {canShare && (
            <Button
              variant="default"
              onClick={() => {
                void navigator
                  .share({ title: t('reviewLink.shareTitle'), text: t('reviewLink.message'), url: link })
                  .catch(() => undefined);
              }}
            >
              {t('reviewLink.share')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Approvals still needed before the profile is public, and reviews waiting for an admin; nothing if it cannot load. */
function ReviewStanding() {
  const { t } = useReviewsTranslation();
  const { data, isLoading } = useReceivedReviewsSummary();
  if (isLoading) return <Skeleton height={18} width="80%" />;
  if (!data) return null;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {data.stillNeeded > 0 ? t('reviewLink.notPublic', { count: data.stillNeeded }) : t('reviewLink.public')}
      </Text>
      {data.awaitingReview > 0 && (
        <Text fz="sm">
          <Text span fz="inherit" fw={700}>
            {t('reviewLink.awaiting', { count: data.awaitingReview })}
          </Text>
          {'. '}
          {t('reviewLink.awaitingHint')}
        </Text>
      )}
    </Stack>
  );
}

function CopyGlyph({ copied }: { copied: boolean }) {
  return (
    <LineIcon size={18}>
      {copied ? (
        <path d="M5 12l5 5L20 7" />
      ) : (
        <>
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </>
      )}
    </LineIcon>
  );
}
