import { Alert, Button, Group, Text } from '@mantine/core';
import type { SessionUser } from '@gp/shared';
import { useState } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useProfile } from '../../../lib/api/get-profile';
import { useSetContactPreferences } from '../api/set-contact-preferences';
import { useProContactTranslation } from '../i18n';

/**
 * Told once, in My account, to a pro whose number a verification before consent was asked made
 * public for WhatsApp or calls (`contactChoice: 'implied'`). "Keep it" records those channels as
 * the pro's choice (so the server remembers the notice was read); "Change it here" opens the editor.
 */
export function ContactConsentNotice({ user }: { user: SessionUser }) {
  const { t } = useProContactTranslation();
  const lang = useLang();
  const { data: profile } = useProfile(user.isContractor ? user.id : undefined);
  const save = useSetContactPreferences(user.id);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preferences = profile?.contactPreferences;
  if (!profile || profile.contactChoice !== 'implied' || !preferences || !profile.phoneNumber) return null;
  if (!preferences.whatsapp && !preferences.call) return null;
  const keep = async () => {
    setSaving(true);
    setError(null);
    try {
      await save(preferences);
    } catch (failure) {
      setError(apiErrorMessage(failure, lang));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Alert color="blue" title={t('notice.title')} role="region" aria-label={t('notice.title')}>
      <Text fz="sm">{t('notice.body')}</Text>
      <Group gap="sm" mt="sm">
        <Button component={AppLink} to={`/${lang}/edit-contractor-profile?tab=basicInfo`} size="sm">
          {t('notice.change')}
        </Button>
        <Button variant="default" size="sm" loading={saving} onClick={() => void keep()}>
          {t('notice.keep')}
        </Button>
      </Group>
      {error && (
        <Text role="alert" c="red.7" fz="sm" mt="xs">
          {error}
        </Text>
      )}
    </Alert>
  );
}
