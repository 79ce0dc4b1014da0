import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContactChannel, ContactPreferences } from '@gp/shared';
import { useState } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { contactLinksKey, getContactLinks, type SearchedFor } from '../api/get-contact-links';
import { requestContact, requestContactKey } from '../api/request-contact';
import { useProContactTranslation } from '../i18n';

/** The pro a tap reaches and the channels they take taps on. */
export interface TapTarget {
  proId: string;
  contact: Pick<ContactPreferences, 'whatsapp' | 'call'>;
}

/**
 * WhatsApp and call ask the server for the link only when tapped (numbers are handed out a few at
 * a time), record the tap, then open it. Recording is best effort: a lost tap must not stop the call.
 * `channels` narrows the buttons (a directory card offers WhatsApp only); `searchedFor` is the
 * directory search the visitor found the pro with, which the WhatsApp text names.
 */
export function ContactChannelButtons({
  proId,
  contact,
  channels = ['whatsapp', 'call'],
  searchedFor,
}: TapTarget & { channels?: readonly ContactChannel[]; searchedFor?: SearchedFor }) {
  const { t } = useProContactTranslation();
  const lang = useLang();
  const [opening, setOpening] = useState<ContactChannel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = async (channel: ContactChannel) => {
    setOpening(channel);
    setError(null);
    try {
      const link = (await getContactLinks(contactLinksKey(proId, lang, searchedFor)))[channel];
      if (!link) return;
      await requestContact(requestContactKey(proId), { channel }).catch(() => undefined);
      window.location.assign(link);
    } catch (failure) {
      setError(apiErrorMessage(failure, lang));
    } finally {
      setOpening(null);
    }
  };
  const offered = channels.filter((channel) => contact[channel]);
  if (offered.length === 0) return null;
  return (
    <Stack gap={6}>
      <Group gap="sm">
        {offered.map((channel) => (
          <Button
            key={channel}
            color={channel === 'whatsapp' ? 'green' : undefined}
            loading={opening === channel}
            onClick={() => void open(channel)}
          >
            {t(channel)}
          </Button>
        ))}
      </Group>
      {error && (
        <Text role="alert" c="red.7" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
