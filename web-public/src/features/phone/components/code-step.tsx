import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  CODE_FORMAT,
  errorMessage,
  validationMessage,
  type PhoneChallenge,
  type VerifyPhoneChallengeResponse,
  formatPhoneNumber,
} from '@gp/shared';
import { useId, useRef, useState } from 'react';
import { FormSubmitButton } from '@gp/web-common/components/form-submit-button';
import { useForm } from '@gp/web-common/hooks/use-form';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { usePhoneChallenge } from '../api/get-phone-challenge';
import { useResendPhoneChallenge } from '../api/resend-phone-challenge';
import { useVerifyPhoneChallenge } from '../api/verify-phone-challenge';
import { emptyCode, fillDigits, isComplete, type CodeDigits } from '../code-digits';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { useWebOtp } from '../hooks/use-web-otp';
import { usePhoneTranslation } from '../i18n';
import { noticeText, phoneProblem, type NoticeText, type PhoneProblem } from '../phone-problems';
import { CodeInput } from './code-input';

/** What stops the step: the challenge is used up (locked, expired, used) or another account took the number. */
type Ending = 'PHONE.VERIFICATION_FAILED' | 'PHONE.IN_USE';

interface CodeStepProps {
  challenge: PhoneChallenge;
  /** Back to the number, to change it or to start over with a new challenge. */
  onBack: () => void;
  onVerified: (result: VerifyPhoneChallengeResponse) => void;
}

/**
 * Step 2 (spec §4): the 6-digit code. Shows whether the SMS is on its way, was sent or could not
 * be sent (polling the challenge while it is pending); a wrong code says how many attempts are
 * left; a locked, expired or used challenge ends in "Verification Failed" and a way to start over.
 */
export function CodeStep({ challenge: started, onBack, onVerified }: CodeStepProps) {
  const { t } = usePhoneTranslation();
  const lang = useLang();
  const { data: challenge = started, mutate: reread } = usePhoneChallenge(started, lang);
  const verify = useVerifyPhoneChallenge(lang);
  const resend = useResendPhoneChallenge(started.challengeId, lang);
  const [problem, setProblem] = useState<PhoneProblem | null>(null);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [resent, setResent] = useState(false);
  const firstBox = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const form = useForm<{ code: CodeDigits }, string>({
    initialValues: { code: emptyCode() },
    check: ({ code }) =>
      isComplete(code)
        ? { request: code.join('') }
        : { issues: [{ path: 'code', message: validationMessage(CODE_FORMAT, lang) }] },
    send: async (code) => {
      setProblem(null);
      onVerified(await verify.trigger({ challengeId: challenge.challengeId, code }));
    },
    refused: (error) => {
      const failed = phoneProblem(error);
      if (failed.code === 'PHONE.WRONG_CODE') clearCode(failed);
      else if (failed.code === 'PHONE.VERIFICATION_FAILED' || failed.code === 'PHONE.IN_USE') setEnding(failed.code);
      else setProblem(failed);
      return null;
    },
  });
  const digits: CodeDigits = form.values.code;

  /** Empties the boxes for the next try, ready at the first one. */
  const clearCode = (reason: PhoneProblem | null) => {
    form.reset();
    setProblem(reason);
    firstBox.current?.focus();
  };

  /** A code complete in the boxes (typed, pasted, or read from the SMS) is checked at once. */
  const check = (code: CodeDigits) => void form.submit({ code });

  const resendCode = async () => {
    setProblem(null);
    try {
      await resend.trigger();
      setResent(true);
      clearCode(null);
    } catch (error) {
      const failed = phoneProblem(error);
      if (failed.code === 'PHONE.VERIFICATION_FAILED') return setEnding(failed.code);
      setProblem(failed);
      // Too soon: the challenge's resendAvailableAt tells the countdown how long to wait.
      void reread();
    }
  };

  useWebOtp(
    (code) => {
      const { digits: filled } = fillDigits(emptyCode(), 0, code);
      form.setValue('code', filled);
      if (isComplete(filled)) check(filled);
    },
    ending === null,
    challenge.resendAvailableAt,
  );

  if (ending !== null) {
    return (
      <Stack gap="md">
        <Title order={2} fz="xl">
          {t('code.title')}
        </Title>
        <Alert color="red" variant="light" title={errorMessage('PHONE.VERIFICATION_FAILED', lang)}>
          {ending === 'PHONE.IN_USE' ? errorMessage(ending, lang) : t('code.failedHelp')}
        </Alert>
        <Button size="md" onClick={onBack} autoFocus>
          {t('code.startOver')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        {t('code.title')}
      </Title>
      <SendStatus challenge={challenge} resent={resent} />
      <form {...form.formProps}>
        <Stack gap="md">
          <CodeInput
            ref={firstBox}
            digits={digits}
            onChange={(next) => {
              form.setValue('code', next);
              setProblem(null);
            }}
            onComplete={(code) => check([...code])}
            label={t('code.label')}
            digitLabel={(position) => t('code.digit', { position, total: digits.length })}
            invalid={problem !== null || form.errors.code !== undefined}
            describedBy={problem || form.errors.code ? problemId : undefined}
            autoFocus
          />
          {form.errors.code ? (
            <Alert id={problemId} color="red" variant="light">
              {form.errors.code}
            </Alert>
          ) : (
            problem && <ProblemNotice id={problemId} problem={problem} />
          )}
          <FormSubmitButton size="md" fullWidth pending={form.pending}>
            {t('code.verify')}
          </FormSubmitButton>
        </Stack>
      </form>
      <Stack gap="xs">
        <ResendButton
          availableAt={challenge.resendAvailableAt}
          loading={resend.isMutating}
          onResend={() => void resendCode()}
        />
        <Button variant="subtle" fullWidth onClick={onBack}>
          {t('code.back')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Spec §8: "Wrong Code" with the tries left; the other problems in the catalogue's words. */
function ProblemNotice({ id, problem }: { id: string; problem: PhoneProblem }) {
  const { t } = usePhoneTranslation();
  const lang = useLang();
  const { title, message }: NoticeText =
    problem.code === 'PHONE.WRONG_CODE'
      ? {
          title: errorMessage(problem.code, lang),
          message: problem.attemptsLeft === undefined ? '' : t('code.attemptsLeft', { count: problem.attemptsLeft }),
        }
      : noticeText(problem.code, lang);
  return (
    <Alert id={id} color="red" variant="light" title={title}>
      {message}
    </Alert>
  );
}

/** Where the SMS is: on its way, sent, or (spec §8) not sent — "Verification Failed" with the reason. */
function SendStatus({ challenge, resent }: { challenge: PhoneChallenge; resent: boolean }) {
  const { t } = usePhoneTranslation();
  const lang = useLang();
  const phoneNumber = formatPhoneNumber(challenge.phoneNumber);
  if (challenge.sendStatus === 'failed') {
    const { title, message } = noticeText('PHONE.SEND_FAILED', lang);
    return (
      <Alert color="red" variant="light" title={title}>
        {message}
      </Alert>
    );
  }
  return (
    <div role="status">
      {challenge.sendStatus === 'pending' ? (
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden="true" />
          <Text>{t('code.sending', { phoneNumber })}</Text>
        </Group>
      ) : (
        <Text>{t(resent ? 'code.resent' : 'code.sent', { phoneNumber })}</Text>
      )}
    </div>
  );
}

/** Resend, disabled with a visible countdown until the server allows it (30 s after the last code). */
function ResendButton({
  availableAt,
  loading,
  onResend,
}: {
  availableAt: string;
  loading: boolean;
  onResend: () => void;
}) {
  const { t } = usePhoneTranslation();
  const seconds = useSecondsLeft(Date.parse(availableAt));
  return (
    <Button variant="default" fullWidth disabled={seconds > 0} loading={loading} onClick={onResend}>
      {seconds > 0 ? t('code.resendIn', { seconds }) : t('code.resend')}
    </Button>
  );
}
