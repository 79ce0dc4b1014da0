import { Alert, Stack, TextInput } from '@mantine/core';
import {
  errorMessage,
  isPhoneNumberEmpty,
  normalisePhoneNumber,
  type ErrorCode,
  type PhoneChallenge,
  type PhoneChallengePurpose,
  formatPhoneNumber,
} from '@gp/shared';
import { useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@gp/web-common/components/submit-button';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useStartPhoneChallenge } from '../api/start-phone-challenge';
import { usePhoneTranslation } from '../i18n';
import { noticeText, phoneProblem } from '../phone-problems';

/** Answers about the number itself, shown on the field; anything else is a notice above it. */
const NUMBER_ERRORS: readonly ErrorCode[] = ['PHONE.REQUIRED', 'PHONE.INVALID', 'PHONE.IN_USE'];

interface NumberStepProps {
  purpose: PhoneChallengePurpose;
  /** Kept by the caller, so going back from the code step shows the number again. */
  value: string;
  onValueChange: (value: string) => void;
  onStarted: (challenge: PhoneChallenge) => void;
}

/**
 * Step 1 (spec §4, §5): the number, normalised as it is typed so the person sees the E.164 form
 * that will be texted; "Enter your phone number." when it is empty, spec §5's "Invalid phone
 * number." when it does not normalise, before
 * anything is sent. The server's answers (in use, cannot send) show in the page language.
 */
export function NumberStep({ purpose, value, onValueChange, onStarted }: NumberStepProps) {
  const { t } = usePhoneTranslation();
  const lang = useLang();
  const { trigger, isMutating } = useStartPhoneChallenge(lang);
  const [fieldError, setFieldError] = useState<ErrorCode | null>(null);
  const [notice, setNotice] = useState<ErrorCode | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = normalisePhoneNumber(value);

  const showFieldError = (code: ErrorCode) => {
    setFieldError(code);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    if (!preview) return showFieldError(isPhoneNumberEmpty(value) ? 'PHONE.REQUIRED' : 'PHONE.INVALID');
    setFieldError(null);
    try {
      onStarted(await trigger({ phoneNumber: preview, purpose }));
    } catch (error) {
      const { code } = phoneProblem(error);
      if (NUMBER_ERRORS.includes(code)) showFieldError(code);
      else setNotice(code);
    }
  };

  const noticeWords = notice && noticeText(notice, lang);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {noticeWords && (
          <Alert color="red" variant="light" title={noticeWords.title}>
            {noticeWords.message}
          </Alert>
        )}
        <TextInput
          ref={input}
          // The page is this one field: the keyboard comes up ready, also after going back.
          autoFocus
          type="tel"
          name="phoneNumber"
          label={t('number.label')}
          autoComplete="tel"
          inputMode="tel"
          required
          size="md"
          value={value}
          onChange={(event) => {
            onValueChange(event.currentTarget.value);
            setFieldError(null);
          }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={preview ? t('number.preview', { phoneNumber: formatPhoneNumber(preview) }) : t('number.hint')}
          error={fieldError && errorMessage(fieldError, lang)}
        />
        <SubmitButton size="md" fullWidth loading={isMutating}>
          {t('number.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
