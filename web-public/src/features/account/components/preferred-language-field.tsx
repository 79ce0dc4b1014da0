import { Group, Radio, Stack } from '@mantine/core';
import { LANGUAGES, type Lang, type SessionUser } from '@gp/shared';
import { useState } from 'react';
import { useChangePreferredLanguage } from '../api/change-preferred-language';
import { useDebouncedSave } from '../../../hooks/use-debounced-save';
import { useAccountTranslation } from '../../../lib/account-i18n';
import { SaveStatusMessage } from '../../../components/display-name-field';

/** The account's preferred language, saved as soon as it is picked (no typing to wait for). */
export function PreferredLanguageField({ user }: { user: SessionUser }) {
  const { t } = useAccountTranslation();
  const [value, setValue] = useState<Lang>(user.preferredLang);
  const { status, schedule } = useDebouncedSave(useChangePreferredLanguage(), 0);
  const pick = (next: string) => {
    setValue(next as Lang);
    schedule(next as Lang);
  };
  return (
    <Stack gap={6}>
      <Radio.Group
        name="preferredLang"
        label={t('preferredLanguage.label')}
        description={t('preferredLanguage.description')}
        value={value}
        onChange={pick}
      >
        <Group mt="xs">
          {LANGUAGES.map((lang) => (
            <Radio key={lang} value={lang} label={t(`preferredLanguage.options.${lang}`)} lang={lang} />
          ))}
        </Group>
      </Radio.Group>
      <SaveStatusMessage status={status} onRetry={() => schedule(value)} />
    </Stack>
  );
}
