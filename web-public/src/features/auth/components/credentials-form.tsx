import { Alert, Stack, TextInput } from '@mantine/core';
import { errorMessage, type AuthResult } from '@gp/shared';
import { useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@gp/web-common/components/submit-button';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { ApiError } from '@gp/web-common/lib/api-client';
import { apiErrorMessage, validationIssues } from '@gp/web-common/lib/api-errors';
import {
  credentialsErrors,
  validateCredentials,
  type Credentials,
  type CredentialsErrors,
  type CredentialsMode,
} from '../../../lib/credentials';
import { useAuthTranslation } from '../i18n';
import { PasswordField } from './password-field';

const EMPTY: Credentials = { email: '', password: '' };

interface CredentialsFormProps {
  mode: CredentialsMode;
  submitLabel: string;
  onSubmit: (credentials: Credentials) => Promise<AuthResult>;
  onAuthenticated: (result: AuthResult) => void;
}

/**
 * Email and password, checked with the shared schemas before anything is sent. Spec §8: wrong
 * credentials show "Wrong email or password" and clear the fields.
 */
export function CredentialsForm({ mode, submitLabel, onSubmit, onAuthenticated }: CredentialsFormProps) {
  const { t } = useAuthTranslation();
  const lang = useLang();
  const [values, setValues] = useState<Credentials>(EMPTY);
  const [errors, setErrors] = useState<CredentialsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const showErrors = (next: CredentialsErrors) => {
    setErrors(next);
    if (next.email) emailInput.current?.focus();
    else if (next.password) passwordInput.current?.focus();
  };

  const change = (field: keyof Credentials) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = validateCredentials(mode, values, lang);
    if ('errors' in checked) return showErrors(checked.errors);
    setErrors({});
    setSubmitting(true);
    try {
      onAuthenticated(await onSubmit(checked.credentials));
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.code === 'AUTH.WRONG_CREDENTIALS') {
        setValues(EMPTY);
        setFormError(errorMessage(error.code, lang));
        emailInput.current?.focus();
        return;
      }
      const fieldErrors = credentialsErrors(validationIssues(error), lang);
      if (fieldErrors.email || fieldErrors.password) return showErrors(fieldErrors);
      setFormError(apiErrorMessage(error, lang));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light">
            {formError}
          </Alert>
        )}
        <TextInput
          ref={emailInput}
          type="email"
          name="email"
          label={t('fields.email')}
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <PasswordField
          ref={passwordInput}
          name="password"
          label={t('fields.password')}
          description={mode === 'sign-up' ? t('fields.newPasswordHint') : undefined}
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <SubmitButton size="md" fullWidth loading={submitting}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}
