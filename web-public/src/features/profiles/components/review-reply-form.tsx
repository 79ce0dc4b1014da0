import { Button, Group, Stack, Text } from '@mantine/core';
import { GrowingTextarea } from '@gp/web-common/components/growing-textarea';
import { REVIEW_REPLY_MAX_LENGTH, replyToReviewRequestSchema } from '@gp/shared';
import { useEffect, useRef, useState } from 'react';
import { FormMessage } from '@gp/web-common/components/form-message';
import { FormSubmitButton } from '@gp/web-common/components/form-submit-button';
import { useForm } from '@gp/web-common/hooks/use-form';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { checkWithSchema } from '../../../lib/check-with-schema';
import { useProfileTranslation } from '../i18n';
import type { Reply } from './review-reply';

/**
 * The owner's "Reply" / "Edit reply" form under a review. The text is checked with the same shared
 * schema the API parses with; what the server refuses is shown in the page language.
 */
export function ReviewReplyForm({
  reviewId,
  reply,
  save,
}: {
  reviewId: string;
  reply: Reply | null;
  save: (reviewId: string, text: string) => Promise<void>;
}) {
  const { t } = useProfileTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    initialValues: { text: '' },
    check: (values) => checkWithSchema(replyToReviewRequestSchema, values, lang),
    send: async (request) => {
      await save(reviewId, request.text);
      setSaved(true);
      setOpen(false);
    },
  });
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // Keyboard users land in the field when the form opens, and back on its button when it closes.
    if (open) field.current?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const start = () => {
    form.reset({ text: reply?.text ?? '' });
    setSaved(false);
    setOpen(true);
  };

  if (!open)
    return (
      <Stack gap={4} align="flex-start">
        <Button ref={toggle} variant="light" size="xs" onClick={start}>
          {reply ? t('reviews.reply.edit') : t('reviews.reply.write')}
        </Button>
        {saved && (
          <Text role="status" fz="sm" c="green.8">
            {t('reviews.reply.saved')}
          </Text>
        )}
      </Stack>
    );

  return (
    <form {...form.formProps}>
      <Stack gap="xs">
        <GrowingTextarea
          ref={field}
          label={t('reviews.reply.label')}
          description={t('reviews.reply.counter', { count: form.values.text.length, max: REVIEW_REPLY_MAX_LENGTH })}
          minRows={3}
          {...form.field('text')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        />
        <FormMessage message={form.message} />
        <Group gap="xs">
          <FormSubmitButton size="xs" pending={form.pending}>
            {t('reviews.reply.save')}
          </FormSubmitButton>
          <Button type="button" size="xs" variant="default" onClick={() => setOpen(false)} disabled={form.pending}>
            {t('reviews.reply.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
