import { Alert, Button, Stack, Text } from '@mantine/core';
import { validationMessage } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { SaveStatusMessage } from '../../../components/display-name-field';
import type { ProfileFieldEditor } from '../hooks/use-profile-field-editor';
import { useProfileEditorTranslation } from '../i18n';
import { HoursEditor } from './hours-editor';

const DAY_ISSUE = /^hours\.(\d)\./;

export interface HoursFieldProps {
  editor: ProfileFieldEditor<'hours'>;
  /** False while the profile has no hours: the editor then shows the default week, not saved yet. */
  isStored: boolean;
}

/** The opening hours section: the week editor, its save status and, before any save, the offer to keep the defaults. */
export function HoursField({ editor, isStored }: HoursFieldProps) {
  const { t } = useProfileEditorTranslation();
  const lang = useLang();
  const dayErrors: Partial<Record<number, string>> = {};
  for (const issue of editor.issues) {
    const day = DAY_ISSUE.exec(issue.path)?.[1];
    if (day !== undefined) dayErrors[Number(day)] ??= validationMessage(issue.message, lang);
  }
  const unsaved = !isStored && editor.status === 'idle';

  return (
    <Stack gap="sm" role="group" aria-labelledby="hours-field-title">
      <Text id="hours-field-title" fw={600}>
        {t('hours.label')}
      </Text>
      <Text fz="sm" c="gray.7">
        {t('hours.description')}
      </Text>
      {unsaved && (
        <Alert color="blue" variant="light" title={t('hours.suggestedTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{t('hours.suggestedBody')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => editor.change(editor.value)}>
              {t('hours.keepSuggested')}
            </Button>
          </Stack>
        </Alert>
      )}
      <HoursEditor value={editor.value} onChange={editor.change} dayErrors={dayErrors} />
      <SaveStatusMessage status={editor.status} onRetry={editor.retry} />
    </Stack>
  );
}
