import { useEffect, useEffectEvent } from 'react';

/** The WebOTP API's parts, which TypeScript's DOM library does not describe yet. */
interface OtpCredentialRequest extends CredentialRequestOptions {
  otp: { transport: ['sms'] };
}

const hasCode = (credential: Credential | null): credential is Credential & { code: string } =>
  credential !== null && typeof (credential as { code?: unknown }).code === 'string';

/**
 * Android Chrome reads the code from the SMS (its last line, `@host #code`, binds it to our
 * origin) and offers it with one tap: WebOTP. Where it is missing, autocomplete="one-time-code"
 * on the code input does the same job. The request is aborted when the step goes away, and
 * made afresh for each `sendKey` (every resend sends a new code).
 */
export function useWebOtp(onCode: (code: string) => void, enabled: boolean, sendKey: string) {
  const receive = useEffectEvent(onCode);
  useEffect(() => {
    if (!enabled || !('OTPCredential' in window)) return;
    const abort = new AbortController();
    const request: OtpCredentialRequest = { otp: { transport: ['sms'] }, signal: abort.signal };
    navigator.credentials.get(request).then(
      (credential) => {
        if (hasCode(credential)) receive(credential.code);
      },
      // Aborted, declined or timed out: the person types the code instead.
      () => undefined,
    );
    return () => abort.abort();
  }, [enabled, sendKey]);
}
