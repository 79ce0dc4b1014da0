import { Stack, Textarea } from '@mantine/core';
import { PROFILE_DESCRIPTION_MAX_LENGTH } from '@gp/shared';
import { SaveStatusMessage } from '../../../components/display-name-field';
import type { ProfileFieldEditor } from '../hooks/use-profile-field-editor';
import { useProfileEditorTranslation } from '../i18n';

/** The about text (spec §3 description), saved after a 500 ms pause in typing. */
export function DescriptionField({ editor }: { editor: ProfileFieldEditor<'description'> }) {
  const { t } = useProfileEditorTranslation();
  return (
    <Stack gap={6}>
      <Textarea
        label={t('description.label')}
        description={t('description.description', { max: PROFILE_DESCRIPTION_MAX_LENGTH })}
        name="description"
        autosize
        minRows={4}
        maxRows={12}
        maxLength={PROFILE_DESCRIPTION_MAX_LENGTH}
        value={editor.value}
        onChange={(event) => editor.change(event.currentTarget.value)}
        error={editor.issues.length > 0 ? t('description.invalid') : undefined}
      />
      <SaveStatusMessage status={editor.status} onRetry={editor.retry} />
    </Stack>
  );
}
