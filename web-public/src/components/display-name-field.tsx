import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DISPLAY_NAME_MAX_LENGTH } from '@gp/shared';
import type { SaveStatus } from '../hooks/use-debounced-save';
import type { DisplayNameEditor } from '../hooks/use-display-name-editor';
import { useAccountTranslation } from '../lib/account-i18n';

/** Announced politely, so a screen reader hears "Saved" without losing its place. Every auto-saved field shows it. */
export function SaveStatusMessage({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { t } = useAccountTranslation();
  return (
    <div aria-live="polite" aria-atomic="true">
      {(status === 'pending' || status === 'saving') && (
        <Text fz="sm" c="gray.7">
          {t('displayName.saving')}
        </Text>
      )}
      {status === 'saved' && (
        <Text fz="sm" c="green" fw={600}>
          {t('displayName.saved')}
        </Text>
      )}
      {status === 'error' && (
        <Group gap="xs">
          <Text fz="sm" c="red.6" fw={600}>
            {t('displayName.error')}
          </Text>
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            {t('displayName.retry')}
          </Button>
        </Group>
      )}
    </div>
  );
}

/** The display name (spec §3: business or personal name), saved as the person types. */
export function DisplayNameField({ editor }: { editor: DisplayNameEditor }) {
  const { t } = useAccountTranslation();
  return (
    <Stack gap={6}>
      <TextInput
        label={t('displayName.label')}
        description={t('displayName.description')}
        name="displayName"
        autoComplete="off"
        required
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        value={editor.value}
        onChange={(event) => editor.change(event.currentTarget.value)}
        error={editor.error}
      />
      <SaveStatusMessage status={editor.status} onRetry={editor.retry} />
    </Stack>
  );
}
