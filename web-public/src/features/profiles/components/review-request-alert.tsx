import { ActionIcon, Alert, Button, CopyButton, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { leaveReviewUrl, reviewsStillNeeded } from '../review-request';
import { useProfileTranslation } from '../i18n';

/**
 * For the owner while fewer than three live reviews exist (spec §2): why the profile is not
 * public yet, and the link to send to clients, through the share sheet where the browser has one.
 */
export function ReviewRequestAlert({
  userId,
  liveReviews,
  onDismiss,
}: {
  userId: string;
  liveReviews: number;
  onDismiss: () => void;
}) {
  const { t } = useProfileTranslation();
  const lang = useLang();
  const link = leaveReviewUrl(window.location.origin, lang, userId);
  const canShare = typeof navigator.share === 'function';
  const needed = reviewsStillNeeded(liveReviews);

  return (
    <Alert
      color="blue"
      variant="light"
      title={t('request.title')}
      withCloseButton
      onClose={onDismiss}
      closeButtonLabel={t('request.dismiss')}
    >
      <Stack gap="sm">
        <Text fz="sm">{t('request.body', { count: needed })}</Text>
        {canShare ? (
          <Button
            w="fit-content"
            onClick={() => {
              void navigator
                .share({ title: t('request.shareTitle'), text: t('request.shareText'), url: link })
                .catch(() => undefined);
            }}
          >
            {t('request.share')}
          </Button>
        ) : (
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('request.linkLabel')}
              value={link}
              readOnly
              flex={1}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Tooltip label={t('request.copied')} opened={copied} withArrow>
                  <ActionIcon
                    variant="filled"
                    size={36}
                    onClick={copy}
                    aria-label={copied ? t('request.copied') : t('request.copy')}
                  >
                    <CopyGlyph copied={copied} />
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

function CopyGlyph({ copied }: { copied: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {copied ? (
        <path d="M5 12l5 5L20 7" />
      ) : (
        <>
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </>
      )}
    </svg>
  );
}
