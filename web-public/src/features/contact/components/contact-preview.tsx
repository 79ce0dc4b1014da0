import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPhoneNumber, type ContactPreferences } from '@gp/shared';
import { useProContactTranslation } from '../i18n';

/**
 * What a client sees of the pro's WhatsApp and call buttons on the profile, and the number a tap
 * opens. A picture only: its buttons do nothing (the pro is looking, not calling themself).
 */
export function ContactPreview({
  name,
  phoneNumber,
  channels,
}: {
  name: string;
  phoneNumber: string;
  channels: Pick<ContactPreferences, 'whatsapp' | 'call'>;
}) {
  const { t } = useProContactTranslation();
  const shown = (['whatsapp', 'call'] as const).filter((channel) => channels[channel]);
  const number = formatPhoneNumber(phoneNumber);
  return (
    <Stack gap={6}>
      <Text fw={600} fz="sm" id="contact-preview-caption">
        {t('preview.caption')}
      </Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        bg="gray.0"
        role="img"
        aria-labelledby="contact-preview-caption"
        aria-describedby="contact-preview-says"
      >
        <Stack gap="sm" aria-hidden="true">
          <Title order={3} fz="md">
            {t('title', { name })}
          </Title>
          {shown.length > 0 ? (
            <Group gap="sm">
              {shown.map((channel) => (
                <Button
                  key={channel}
                  color={channel === 'whatsapp' ? 'green' : undefined}
                  tabIndex={-1}
                  component="span"
                >
                  {t(channel)}
                </Button>
              ))}
            </Group>
          ) : (
            <Text c="gray.7" fz="sm">
              {t('preview.noButtons')}
            </Text>
          )}
        </Stack>
      </Paper>
      <Box id="contact-preview-says">
        <Text fz="sm" c="gray.8">
          {shown.length > 0
            ? t(`preview.opens.${shown.length === 2 ? 'both' : shown[0]!}`, { number })
            : t('preview.private', { number })}
        </Text>
      </Box>
    </Stack>
  );
}
