import '../phone.css';
import type { PhoneChallenge, PhoneChallengePurpose, VerifyPhoneChallengeResponse } from '@gp/shared';
import { useState } from 'react';
import { CodeStep } from './code-step';
import { NumberStep } from './number-step';

interface PhoneVerificationProps {
  purpose: PhoneChallengePurpose;
  onVerified: (result: VerifyPhoneChallengeResponse) => void;
}

/**
 * Spec §4 phone verification: enter the number, a code is sent, enter the 6-digit code. Going
 * back shows the number again; adding a number and signing in with one share these steps.
 */
export function PhoneVerification({ purpose, onVerified }: PhoneVerificationProps) {
  const [phoneInput, setPhoneInput] = useState('');
  const [challenge, setChallenge] = useState<PhoneChallenge | null>(null);
  if (!challenge)
    return <NumberStep purpose={purpose} value={phoneInput} onValueChange={setPhoneInput} onStarted={setChallenge} />;
  return (
    <CodeStep
      key={challenge.challengeId}
      challenge={challenge}
      onBack={() => setChallenge(null)}
      onVerified={onVerified}
    />
  );
}
