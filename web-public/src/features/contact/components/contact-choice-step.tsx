import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_CONTACT_PREFERENCES, type ProfileView } from '@gp/shared';
import { useEffect, useRef, useState } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useSetContactPreferences } from '../api/set-contact-preferences';
import { useProContactTranslation } from '../i18n';
import { ContactPreview } from './contact-preview';

/**
 * After a number is verified: shows the pro what clients would see and asks whether to publish it
 * for WhatsApp and calls. Nothing is published until they choose (issue 39 item 1); either answer
 * is recorded, so they are not asked again for this number.
 */
export function ContactChoiceStep({
  profile,
  phoneNumber,
  onChosen,
}: {
  profile: ProfileView;
  phoneNumber: string;
  onChosen: () => void;
}) {
  const { t } = useProContactTranslation();
  const lang = useLang();
  const save = useSetContactPreferences(profile.id);
  const [saving, setSaving] = useState<'publish' | 'private' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const message = (profile.contactPreferences ?? DEFAULT_CONTACT_PREFERENCES).message;
  const choose = async (answer: 'publish' | 'private') => {
    setSaving(answer);
    setError(null);
    try {
      await save({ whatsapp: answer === 'publish', call: answer === 'publish', message });
      onChosen();
    } catch (failure) {
      setError(apiErrorMessage(failure, lang));
    } finally {
      setSaving(null);
    }
  };
  return (
    <Stack gap="md" component="section" aria-labelledby="contact-choice-title">
      <Title ref={heading} tabIndex={-1} order={2} fz="xl" id="contact-choice-title">
        {t('choice.title')}
      </Title>
      <Text>{t('choice.body')}</Text>
      <ContactPreview
        name={profile.displayName ?? ''}
        phoneNumber={phoneNumber}
        channels={{ whatsapp: true, call: true }}
      />
      <Stack gap="xs">
        <Button
          size="md"
          color="green"
          loading={saving === 'publish'}
          disabled={saving !== null}
          onClick={() => void choose('publish')}
        >
          {t('choice.publish')}
        </Button>
        <Button
          size="md"
          variant="default"
          loading={saving === 'private'}
          disabled={saving !== null}
          onClick={() => void choose('private')}
        >
          {t('choice.private')}
        </Button>
      </Stack>
      <Text fz="sm" c="gray.7">
        {t('choice.later')}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
