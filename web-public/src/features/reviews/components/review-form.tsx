import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_NAME_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  type SubmitReviewResponse,
} from '@gp/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { ApiError } from '@gp/web-common/lib/api-client';
import { apiErrorMessage, validationIssues } from '@gp/web-common/lib/api-errors';
import { useSubmitReview } from '../api/submit-review';
import { useReviewDraft } from '../hooks/use-review-draft';
import { useReviewsTranslation } from '../i18n';
import type { ReviewFields } from '../review-draft';
import {
  checkReview,
  firstInvalidField,
  reviewErrors,
  type ReviewErrors,
  type ReviewField,
} from '../review-validation';
import { StarRatingInput } from './star-rating-input';

/** What the page shows once the review is saved. */
export interface SavedReview extends SubmitReviewResponse {
  fields: ReviewFields;
}

interface ReviewFormProps {
  contractorId: string;
  /** Visitors, anonymous reviewers and members without a display name give a name (spec §5); other members review under their display name. */
  needsName: boolean;
  /** What the form starts with when there is no draft: a signed-in reviewer's name and email, still editable. */
  prefill?: { name: string; email: string };
  /** Opened by a click (a returning author's "Write another review"): the rating takes the focus. */
  focusOnMount?: boolean;
  onSaved: (saved: SavedReview) => void;
  /** The server refused a review of the caller's own profile. */
  onOwnProfile: () => void;
}

/** The star to focus: the chosen one, else the first. */
const ratingInput = (group: HTMLDivElement | null) =>
  group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector<HTMLInputElement>('input');

/** Input fields show their length against the schema limit below the box. */
const COUNTED: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/**
 * Spec §2 review form: rating, name (visitors only), email, title and body, kept as a draft while
 * typed and checked with the API's own schema before anything is sent.
 */
export function ReviewForm({
  contractorId,
  needsName,
  prefill,
  focusOnMount = false,
  onSaved,
  onOwnProfile,
}: ReviewFormProps) {
  const { t } = useReviewsTranslation();
  const lang = useLang();
  const draft = useReviewDraft(contractorId, prefill);
  const { fields } = draft;
  const { trigger, isMutating } = useSubmitReview(lang);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [formError, setFormError] = useState<{ message: string; color: 'red' | 'blue' } | null>(null);
  const ratingGroup = useRef<HTMLDivElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const bodyInput = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (focusOnMount) ratingInput(ratingGroup.current)?.focus();
  }, [focusOnMount]);

  const focusField = (field: ReviewField | undefined) => {
    const target = {
      rating: ratingInput(ratingGroup.current),
      name: nameInput.current,
      email: emailInput.current,
      title: titleInput.current,
      body: bodyInput.current,
    };
    if (field) target[field]?.focus();
  };

  const showErrors = (next: ReviewErrors) => {
    setErrors(next);
    focusField(firstInvalidField(next));
  };

  const change = <Field extends ReviewField>(field: Field, value: ReviewFields[Field]) => {
    draft.change(field, value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const changeText = (field: Exclude<ReviewField, 'rating'>) => (event: { currentTarget: { value: string } }) =>
    change(field, event.currentTarget.value);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'REVIEW.OWN_PROFILE') return onOwnProfile();
    const fieldErrors = reviewErrors(validationIssues(error), lang);
    if (firstInvalidField(fieldErrors)) return showErrors(fieldErrors);
    if (error instanceof ApiError && error.code === 'REQUEST.RATE_LIMITED')
      return setFormError({ message: t('errors.rateLimited'), color: 'blue' });
    if (error instanceof ApiError && error.code === 'PROFILE.NOT_FOUND')
      return setFormError({ message: t('errors.notFound'), color: 'red' });
    setFormError({ message: apiErrorMessage(error, lang), color: 'red' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkReview(fields, { contractorId, needsName, lang });
    if ('errors' in checked) return showErrors(checked.errors);
    setErrors({});
    try {
      const result = await trigger(checked.request);
      draft.discard();
      onSaved({ ...result, fields });
    } catch (error) {
      failed(error);
    }
  };

  const counter = (length: number, max: number) => t('form.counter', { count: length, max });

  return (
    <form onSubmit={submit} noValidate aria-label={t('pageTitle')}>
      <Stack gap="lg">
        {draft.restored && (
          <Alert color="blue" variant="light" role="status">
            <Group justify="space-between" gap="sm">
              <Text fz="sm">{t('form.draftRestored')}</Text>
              <Button size="compact-sm" variant="subtle" onClick={draft.discard}>
                {t('form.discardDraft')}
              </Button>
            </Group>
          </Alert>
        )}
        {formError && (
          <Alert color={formError.color} variant="light" role="alert">
            {formError.message}
          </Alert>
        )}
        <StarRatingInput
          value={fields.rating}
          onChange={(rating) => change('rating', rating)}
          error={errors.rating}
          groupRef={ratingGroup}
        />
        {needsName && (
          <TextInput
            ref={nameInput}
            name="name"
            label={t('form.name')}
            description={t('form.nameHint')}
            autoComplete="name"
            required
            maxLength={REVIEW_NAME_MAX_LENGTH}
            value={fields.name}
            onChange={changeText('name')}
            error={errors.name}
          />
        )}
        <TextInput
          ref={emailInput}
          type="email"
          name="email"
          label={t('form.email')}
          description={t('form.emailHint')}
          autoComplete="email"
          inputMode="email"
          required
          value={fields.email}
          onChange={changeText('email')}
          error={errors.email}
        />
        <TextInput
          ref={titleInput}
          name="title"
          label={t('form.title')}
          placeholder={t('form.titlePlaceholder')}
          description={counter(fields.title.length, REVIEW_TITLE_MAX_LENGTH)}
          inputWrapperOrder={COUNTED}
          required
          maxLength={REVIEW_TITLE_MAX_LENGTH}
          value={fields.title}
          onChange={changeText('title')}
          error={errors.title}
        />
        <Textarea
          ref={bodyInput}
          name="body"
          label={t('form.body')}
          placeholder={t('form.bodyPlaceholder')}
          description={counter(fields.body.length, REVIEW_BODY_MAX_LENGTH)}
          inputWrapperOrder={COUNTED}
          required
          autosize
          minRows={6}
          maxRows={16}
          maxLength={REVIEW_BODY_MAX_LENGTH}
          value={fields.body}
          onChange={changeText('body')}
          error={errors.body}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={isMutating}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
