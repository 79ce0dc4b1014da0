import { Stack, Text } from '@mantine/core';
import { GrowingTextarea } from '@gp/web-common/components/growing-textarea';
import { otherLang, PROFILE_DESCRIPTION_MAX_LENGTH, validationMessage, type Lang } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { SaveStatusMessage } from '../../../components/display-name-field';
import type { DescriptionEditor } from '../hooks/use-profile-field-editor';
import { useProfileEditorTranslation } from '../i18n';

export interface DescriptionFieldProps {
  /** One editor per language: each text is saved on its own. */
  editors: Record<Lang, DescriptionEditor>;
}

/**
 * The about text (spec §3 description) in Spanish, English or both (issue 40 item 8): one text
 * box per language, the page's language first, each saved after a 500 ms pause in typing. Each box
 * carries its language (`lang`), so a spell checker and a screen reader read it as written.
 */
export function DescriptionField({ editors }: DescriptionFieldProps) {
  const { t } = useProfileEditorTranslation();
  const lang = useLang();
  return (
    <Stack gap="sm" role="group" aria-labelledby="description-field-title" aria-describedby="description-field-hint">
      <Stack gap={2}>
        <Text id="description-field-title" fw={600}>
          {t('description.label')}
        </Text>
        <Text id="description-field-hint" fz="sm" c="gray.7">
          {t('description.description', { max: PROFILE_DESCRIPTION_MAX_LENGTH })}
        </Text>
      </Stack>
      {[lang, otherLang(lang)].map((textLang) => (
        <DescriptionText key={textLang} textLang={textLang} editor={editors[textLang]} />
      ))}
    </Stack>
  );
}

function DescriptionText({ textLang, editor }: { textLang: Lang; editor: DescriptionEditor }) {
  const { t } = useProfileEditorTranslation();
  const lang = useLang();
  // The server names the language in its message ("The English description can have at most …").
  const issue = editor.issues.find((entry) => entry.path === `description.${textLang}`) ?? editor.issues[0];
  return (
    <Stack gap={6}>
      <GrowingTextarea
        label={t(`description.in.${textLang}`)}
        name={`description-${textLang}`}
        lang={textLang}
        minRows={4}
        maxRows={12}
        maxLength={PROFILE_DESCRIPTION_MAX_LENGTH}
        value={editor.value}
        onChange={(event) => editor.change(event.currentTarget.value)}
        error={
          issue
            ? issue.path === `description.${textLang}`
              ? validationMessage(issue.message, lang)
              : t('description.invalid')
            : undefined
        }
      />
      <SaveStatusMessage status={editor.status} onRetry={editor.retry} />
    </Stack>
  );
}
