import { Button, Group, Stack, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@gp/web-common/components/growing-textarea';
import { reviewFieldIssues, REVIEW_BODY_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH, type AuthoredReview } from '@gp/shared';
import { FormMessage } from '@gp/web-common/components/form-message';
import { FormSubmitButton } from '@gp/web-common/components/form-submit-button';
import { useForm } from '@gp/web-common/hooks/use-form';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { checkInTwoSteps } from '../../../lib/check-with-schema';
import { requestSchema } from '../../../lib/request-schema';
import { useEditMyReview } from '../api/edit-my-review';
import { useReviewsTranslation } from '../i18n';
import { StarRatingInput } from './star-rating-input';

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
  const form = useForm({
    initialValues: { rating: review.rating, title: review.title, body: review.body },
    check: (values) =>
      checkInTwoSteps(reviewFieldIssues(values), () => requestSchema('editMyReviewRequestSchema'), values, lang),
    send: async (request) => {
      await save(review.id, request);
      onSaved();
    },
  });
  const { values } = form;

  const counter = (length: number, max: number) => t('form.counter', { count: length, max });

  return (
    <form {...form.formProps} aria-label={t('authored.editForm.name')}>
      <Stack gap="md">
        <FormMessage message={form.message} />
        <StarRatingInput
          value={values.rating}
          onChange={(rating) => form.setValue('rating', rating)}
          error={form.errors.rating}
        />
        <TextInput
          label={t('form.title')}
          description={counter(values.title.length, REVIEW_TITLE_MAX_LENGTH)}
          required
          maxLength={REVIEW_TITLE_MAX_LENGTH}
          {...form.field('title')}
        />
        <GrowingTextarea
          label={t('form.body')}
          description={counter(values.body.length, REVIEW_BODY_MAX_LENGTH)}
          required
          minRows={4}
          maxRows={16}
          maxLength={REVIEW_BODY_MAX_LENGTH}
          {...form.field('body')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('authored.editForm.cancel')}
          </Button>
          <FormSubmitButton pending={form.pending}>{t('authored.editForm.save')}</FormSubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
