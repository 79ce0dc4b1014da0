import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useRef } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

interface CopyLinkFieldProps {
  label: string;
  value: string;
  /** The Copy button's accessible name, naming which link it copies. */
  copyLabel: string;
  /** Said once the link is on the clipboard. */
  copiedMessage: string;
}

/**
 * A link, whole, in a read-only field (focusing it selects it all, for copying by hand) and a Copy
 * button that says Copied once the link is on the clipboard.
 */
export function CopyLinkField({ label, value, copyLabel, copiedMessage }: CopyLinkFieldProps) {
  const { t } = useAppTranslation('admin');
  const input = useRef<HTMLTextAreaElement>(null);
  const { state, copy } = useCopyToClipboard();

  const copyLink = async () => {
    if ((await copy(value)) === 'unavailable') {
      input.current?.focus();
      input.current?.select();
    }
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          ref={input}
          label={label}
          value={value}
          readOnly
          autosize
          minRows={1}
          flex={1}
          styles={{ input: { wordBreak: 'break-all' } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant={state === 'copied' ? 'filled' : 'light'}
          color={state === 'copied' ? 'green' : 'blue'}
          aria-label={state === 'copied' ? t('betaKeys.copied') : copyLabel}
          onClick={() => void copyLink()}
        >
          {state === 'copied' ? t('betaKeys.copied') : t('betaKeys.copy')}
        </Button>
      </Group>
      <Text size="sm" c={state === 'unavailable' ? 'red.4' : 'green.4'} role="status">
        {state === 'copied' && copiedMessage}
        {state === 'unavailable' && t('betaKeys.copyFallback')}
      </Text>
    </Stack>
  );
}
