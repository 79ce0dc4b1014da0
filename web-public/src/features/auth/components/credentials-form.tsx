import { Stack, TextInput } from '@mantine/core';
import { errorMessage, type AuthResult } from '@gp/shared';
import { useEffect } from 'react';
import { FormMessage } from '@gp/web-common/components/form-message';
import { FormSubmitButton } from '@gp/web-common/components/form-submit-button';
import { useForm } from '@gp/web-common/hooks/use-form';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { ApiError } from '@gp/web-common/lib/api-client';
import { validateCredentials, type Credentials, type CredentialsMode } from '../../../lib/credentials';
import { useAuthTranslation } from '../i18n';
import { PasswordField } from './password-field';

const EMPTY: Credentials = { email: '', password: '' };

interface CredentialsFormProps {
  mode: CredentialsMode;
  submitLabel: string;
  onSubmit: (credentials: Credentials) => Promise<AuthResult>;
  onAuthenticated: (result: AuthResult) => void;
  /** An email the person typed elsewhere (the review form), put in the empty field once the page runs. */
  initialEmail?: string;
}

/**
 * Email and password, checked with the shared schemas before anything is sent. Spec §8: wrong
 * credentials show "Wrong email or password" and clear the fields.
 */
export function CredentialsForm({
  mode,
  submitLabel,
  onSubmit,
  onAuthenticated,
  initialEmail = '',
}: CredentialsFormProps) {
  const { t } = useAuthTranslation();
  const lang = useLang();
  const form = useForm({
    initialValues: EMPTY,
    check: (values) => validateCredentials(mode, values, lang),
    send: async (credentials) => onAuthenticated(await onSubmit(credentials)),
    refused: (error, { reset, focus }) => {
      if (!(error instanceof ApiError) || error.code !== 'AUTH.WRONG_CREDENTIALS') return undefined;
      reset();
      focus('email');
      return { text: errorMessage(error.code, lang) };
    },
  });

  const { values, setValue } = form;
  // After hydration, not in the first render: the server's page has an empty field, which the
  // first render must match (the email comes from the history state, which the server never sees).
  useEffect(() => {
    if (initialEmail && values.email === '') setValue('email', initialEmail);
    // Once per email handed over: a field the person has since emptied stays empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialEmail]);

  return (
    <form {...form.formProps}>
      <Stack gap="md">
        <FormMessage message={form.message} />
        <TextInput
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('email')}
        />
        <PasswordField
          label={t('fields.password')}
          description={mode === 'sign-up' ? t('fields.newPasswordHint') : undefined}
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          required
          {...form.field('password')}
        />
        <FormSubmitButton size="md" fullWidth pending={form.pending}>
          {submitLabel}
        </FormSubmitButton>
      </Stack>
    </form>
  );
}
