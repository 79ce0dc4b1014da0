import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import {
  editMyReviewRequestSchema,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  type AuthoredReview,
} from '@gp/shared';
import { useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@gp/web-common/components/submit-button';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage, validationIssues, type ValidationIssue } from '@gp/web-common/lib/api-errors';
import { fieldErrors } from '../../../lib/field-errors';
import { useEditMyReview } from '../api/edit-my-review';
import { useReviewsTranslation } from '../i18n';
import { StarRatingInput } from './star-rating-input';

const FIELDS = ['rating', 'title', 'body'] as const;
type Field = (typeof FIELDS)[number];

interface EditReviewFormProps {
  review: AuthoredReview;
  onSaved: () => void;
  onCancel: () => void;
}

/** The author's edit: the review form's rating, title and text, prefilled and checked with the API's schema. */
export function EditReviewForm({ review, onSaved, onCancel }: EditReviewFormProps) {
  const { t } = useReviewsTranslation();
  const lang = useLang();
  const save = useEditMyReview(lang);
  const [fields, setFields] = useState({ rating: review.rating, title: review.title, body: review.body });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ratingGroup = useRef<HTMLDivElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const bodyInput = useRef<HTMLTextAreaElement>(null);

  const showIssues = (issues: readonly ValidationIssue[]) => {
    const next = fieldErrors(issues, FIELDS, lang);
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first === 'rating') ratingGroup.current?.querySelector('input')?.focus();
    if (first === 'title') titleInput.current?.focus();
    if (first === 'body') bodyInput.current?.focus();
    return first !== undefined;
  };

  const change = <F extends Field>(field: F, value: (typeof fields)[F]) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = editMyReviewRequestSchema.safeParse(fields);
    if (!parsed.success) {
      showIssues(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await save(review.id, parsed.data);
      onSaved();
    } catch (error) {
      if (!showIssues(validationIssues(error))) setFormError(apiErrorMessage(error, lang));
    } finally {
      setBusy(false);
    }
  };

  const counter = (length: number, max: number) => t('form.counter', { count: length, max });

  return (
    <form onSubmit={submit} noValidate aria-label={t('authored.editForm.name')}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <StarRatingInput
          value={fields.rating}
          onChange={(rating) => change('rating', rating)}
          error={errors.rating}
          groupRef={ratingGroup}
        />
        <TextInput
          ref={titleInput}
          name="title"
          label={t('form.title')}
          description={counter(fields.title.length, REVIEW_TITLE_MAX_LENGTH)}
          required
          maxLength={REVIEW_TITLE_MAX_LENGTH}
          value={fields.title}
          onChange={(event) => change('title', event.currentTarget.value)}
          error={errors.title}
        />
        <Textarea
          ref={bodyInput}
          name="body"
          label={t('form.body')}
          description={counter(fields.body.length, REVIEW_BODY_MAX_LENGTH)}
          required
          autosize
          minRows={4}
          maxRows={16}
          maxLength={REVIEW_BODY_MAX_LENGTH}
          value={fields.body}
          onChange={(event) => change('body', event.currentTarget.value)}
          error={errors.body}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('authored.editForm.cancel')}
          </Button>
          <SubmitButton loading={busy}>{t('authored.editForm.save')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
