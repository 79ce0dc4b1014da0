import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@gp/web-common/components/growing-textarea';
import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_NAME_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  type SubmitReviewResponse,
} from '@gp/shared';
import { useEffect, useRef } from 'react';
import { FormMessage } from '@gp/web-common/components/form-message';
import { FormSubmitButton } from '@gp/web-common/components/form-submit-button';
import { useForm } from '@gp/web-common/hooks/use-form';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { ApiError } from '@gp/web-common/lib/api-client';
import { useSubmitReview } from '../api/submit-review';
import { useReviewDraft } from '../hooks/use-review-draft';
import { useReviewsTranslation } from '../i18n';
import { rememberReviewerEmail, type ReviewFields } from '../review-draft';
import { checkReview } from '../review-validation';
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
  const { trigger } = useSubmitReview(lang);
  const ratingGroup = useRef<HTMLDivElement>(null);
  const form = useForm({
    initialValues: draft.initial,
    check: (fields) => checkReview(fields, { contractorId, needsName, lang }),
    send: async (request, fields: ReviewFields) => {
      const result = await trigger(request);
      if (result.authorIsAnonymous) rememberReviewerEmail(fields.email);
      form.reset(draft.discard());
      onSaved({ ...result, fields });
    },
    refused: (error) => {
      if (!(error instanceof ApiError)) return undefined;
      if (error.code === 'REVIEW.OWN_PROFILE') {
        onOwnProfile();
        return null;
      }
      if (error.code === 'REQUEST.RATE_LIMITED') return { text: t('errors.rateLimited'), tone: 'notice' };
      if (error.code === 'PROFILE.NOT_FOUND') return { text: t('errors.notFound') };
      return undefined;
    },
    onChange: draft.save,
  });
  const { values: fields, errors } = form;

  useEffect(() => {
    if (focusOnMount) ratingInput(ratingGroup.current)?.focus();
  }, [focusOnMount]);

  const counter = (length: number, max: number) => t('form.counter', { count: length, max });

  return (
    <form {...form.formProps} aria-label={t('pageTitle')}>
      <Stack gap="lg">
        {draft.restored && (
          <Alert color="blue" variant="light" role="status">
            <Group justify="space-between" gap="sm">
              <Text fz="sm">{t('form.draftRestored')}</Text>
              <Button size="compact-sm" variant="subtle" onClick={() => form.reset(draft.discard())}>
                {t('form.discardDraft')}
              </Button>
            </Group>
          </Alert>
        )}
        <FormMessage message={form.message} />
        <StarRatingInput
          value={fields.rating}
          onChange={(rating) => form.setValue('rating', rating)}
          error={errors.rating}
          groupRef={ratingGroup}
        />
        {needsName && (
          <TextInput
            label={t('form.name')}
            description={t('form.nameHint')}
            autoComplete="name"
            required
            maxLength={REVIEW_NAME_MAX_LENGTH}
            {...form.field('name')}
          />
        )}
        <TextInput
          type="email"
          label={t('form.email')}
          description={t('form.emailHint')}
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('email')}
        />
        <TextInput
          label={t('form.title')}
          placeholder={t('form.titlePlaceholder')}
          description={counter(fields.title.length, REVIEW_TITLE_MAX_LENGTH)}
          inputWrapperOrder={COUNTED}
          required
          maxLength={REVIEW_TITLE_MAX_LENGTH}
          {...form.field('title')}
        />
        <GrowingTextarea
          label={t('form.body')}
          placeholder={t('form.bodyPlaceholder')}
          description={counter(fields.body.length, REVIEW_BODY_MAX_LENGTH)}
          inputWrapperOrder={COUNTED}
          required
          minRows={6}
          maxRows={16}
          maxLength={REVIEW_BODY_MAX_LENGTH}
          {...form.field('body')}
        />
        <Group justify="flex-end">
          <FormSubmitButton size="md" pending={form.pending}>
            {t('form.submit')}
          </FormSubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
