import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { ProfileReview } from '@gp/shared';
import { useProfileTranslation } from '../i18n';

export type Reply = NonNullable<ProfileReview['reply']>;

/** The pro's reply under a review: plain text, dated by Costa Rica's calendar like the review. */
export function ReviewReplyView({ reply, name, date }: { reply: Reply; name: string; date: string }) {
  const { t } = useProfileTranslation();
  return (
    <Box className="review-reply">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fz="sm" fw={700}>
            {t('reviews.reply.from', { name })}
          </Text>
          <Text fz="sm" c="gray.7">
            {date}
          </Text>
          {reply.hidden && (
            <Badge color="red" variant="light">
              {t('reviews.reply.hidden')}
            </Badge>
          )}
        </Group>
        <Text className="review-body">{reply.text}</Text>
        {reply.hidden && (
          <Text fz="sm" c="gray.7">
            {t('reviews.reply.hiddenHelp')}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
