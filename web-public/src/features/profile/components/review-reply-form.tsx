import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_REPLY_MAX_LENGTH, replyToReviewRequestSchema, validationMessage } from '@gp/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage, validationIssues } from '@gp/web-common/lib/api-errors';
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
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
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
    setText(reply?.text ?? '');
    setFieldError(null);
    setError(null);
    setSaved(false);
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = replyToReviewRequestSchema.safeParse({ text });
    if (!parsed.success) {
      setFieldError(validationMessage(parsed.error.issues[0]!.message, lang));
      return;
    }
    setFieldError(null);
    setSaving(true);
    try {
      await save(reviewId, parsed.data.text);
      setSaved(true);
      setOpen(false);
    } catch (failure) {
      const issue = validationIssues(failure)[0];
      if (issue) setFieldError(issue.message);
      else setError(apiErrorMessage(failure, lang));
    } finally {
      setSaving(false);
    }
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

  const length = text.length;
  return (
    <Stack component="form" gap="xs" onSubmit={(event) => void submit(event)}>
      <Textarea
        ref={field}
        label={t('reviews.reply.label')}
        description={t('reviews.reply.counter', { count: length, max: REVIEW_REPLY_MAX_LENGTH })}
        autosize
        minRows={3}
        value={text}
        error={fieldError}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      {error && (
        <Alert role="alert" color="red" variant="light">
          {error}
        </Alert>
      )}
      <Group gap="xs">
        <Button type="submit" size="xs" loading={saving}>
          {t('reviews.reply.save')}
        </Button>
        <Button type="button" size="xs" variant="default" onClick={() => setOpen(false)} disabled={saving}>
          {t('reviews.reply.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
