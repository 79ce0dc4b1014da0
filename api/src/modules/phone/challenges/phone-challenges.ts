import type { CodeSendStatus, Lang, PhoneChallengePurpose } from '@gp/shared';
import type { Clock, KeyValueStore } from '@gp/shared/server';
import { newToken, sha256Hex } from '../../../core/ids/ids';
import {
  type AttemptOutcome,
  type CodeState,
  hashCode,
  isCodeExpired,
  judgeAttempt,
  newCode,
  OTP_RULES,
  resendAvailableAt,
} from '../otp/otp-rules';

export interface PhoneChallengeRecord extends CodeState {
  id: string;
  /** E.164. */
  phoneNumber: string;
  purpose: PhoneChallengePurpose;
  /**
   * attach: the account the number is for; sign-in: the account that held the number at the start,
   * null when none did (the challenge then runs like any other but can sign no one in).
   */
  userId: string | null;
  /** Language of the text message. */
  lang: Lang;
  createdAt: number;
  /** 1 for the first send; each resend adds one. */
  sendCount: number;
}

/** One send of a code. The code itself waits here, for the job, only until it is sent. */
type SendRecord = { status: 'pending'; code: string } | { status: 'sent' | 'failed' };

export type ResendOutcome =
  | { outcome: 'resent'; challenge: PhoneChallengeRecord }
  | { outcome: 'too-soon'; retryAfterMs: number }
  | { outcome: 'quota-exhausted'; retryAfterMs: number }
  | { outcome: 'gone' };

/** 'gone': unknown, past its lifetime, already used. */
export type VerifyOutcome = { outcome: AttemptOutcome | 'gone'; attemptsLeft: number };

const keys = {
  challenge: (id: string) => `phone-challenge:${id}`,
  attempts: (id: string) => `phone-challenge:${id}:attempts`,
  used: (id: string) => `phone-challenge:${id}:used`,
  send: (id: string, sendNumber: number) => `phone-challenge:${id}:send:${sendNumber}`,
  // Hashed: a key name is listed and logged where its value is not; the number stays in no key.
  sendSlot: (phoneNumber: string, slot: number) => `phone-sends:${sha256Hex(phoneNumber)}:${slot}`,
};

/**
 * Phone verification challenges in the KeyValue port, shared by every API replica and worker.
 * Whatever two requests could race on is one atomic operation: attempts are counted with
 * increment, a code is used once with setIfAbsent, a resend claims its send number with
 * setIfAbsent, and each of a number's sends in the hour holds one of its slots (setIfAbsent with
 * the window as expiry), so concurrent requests can neither guess past the lock nor send a sixth
 * code in the hour. The clock is injected so tests move time.
 */
export class PhoneChallenges {
  constructor(
    private readonly keyValue: KeyValueStore,
    private readonly clock: Clock,
  ) {}

  /** Counts one send to the number; false when it already had OTP_RULES.maxSendsPerNumber within the window. */
  async takeSendSlot(phoneNumber: string): Promise<boolean> {
    for (let slot = 0; slot < OTP_RULES.maxSendsPerNumber; slot++) {
      if (
        await this.keyValue.setIfAbsent(keys.sendSlot(phoneNumber, slot), String(this.clock.now().getTime()), {
          ttlMs: OTP_RULES.sendWindowMs,
        })
      )
        return true;
    }
    return false;
  }

  /** When the number's oldest send in the window leaves it, freeing a slot. */
  async sendSlotFreeInMs(phoneNumber: string): Promise<number> {
    let soonest = OTP_RULES.sendWindowMs;
    for (let slot = 0; slot < OTP_RULES.maxSendsPerNumber; slot++) {
      const ttl = await this.keyValue.ttlMs(keys.sendSlot(phoneNumber, slot));
      if (ttl !== null && ttl >= 0) soonest = Math.min(soonest, ttl);
    }
    return soonest;
  }

  /** A new challenge with its first code waiting to be sent (send number 1). */
  async create(
    input: Pick<PhoneChallengeRecord, 'phoneNumber' | 'purpose' | 'userId' | 'lang'>,
  ): Promise<PhoneChallengeRecord> {
    const now = this.clock.now().getTime();
    const code = newCode();
    const challenge: PhoneChallengeRecord = {
      id: newToken(24),
      ...input,
      createdAt: now,
      sendCount: 1,
      sentAt: now,
      ...hashCode(code),
    };
    const ttlMs = OTP_RULES.challengeLifetimeMs;
    await this.keyValue.set(
      keys.send(challenge.id, 1),
      JSON.stringify({ status: 'pending', code } satisfies SendRecord),
      { ttlMs },
    );
    await this.keyValue.set(keys.challenge(challenge.id), JSON.stringify(challenge), { ttlMs });
    return challenge;
  }

  async find(id: string): Promise<PhoneChallengeRecord | null> {
    const raw = await this.keyValue.get(keys.challenge(id));
    if (!raw) return null;
    const challenge = JSON.parse(raw) as PhoneChallengeRecord;
    return this.lifeLeftMs(challenge) > 0 ? challenge : null;
  }

  async sendStatus(challenge: PhoneChallengeRecord): Promise<CodeSendStatus> {
    return (await this.sendRecord(challenge.id, challenge.sendCount))?.status ?? 'pending';
  }

  /** A new code replaces the current one; wrong attempts so far still count toward the lock. */
  async resend(id: string): Promise<ResendOutcome> {
    const challenge = await this.find(id);
    if (
      !challenge ||
      (await this.keyValue.get(keys.used(id))) ||
      (await this.attemptsSoFar(id)) >= OTP_RULES.maxWrongAttempts
    )
      return { outcome: 'gone' };
    const now = this.clock.now().getTime();
    const wait = resendAvailableAt(challenge) - now;
    if (wait > 0) return { outcome: 'too-soon', retryAfterMs: wait };
    if (!(await this.takeSendSlot(challenge.phoneNumber)))
      return { outcome: 'quota-exhausted', retryAfterMs: await this.sendSlotFreeInMs(challenge.phoneNumber) };
    const code = newCode();
    const sendNumber = challenge.sendCount + 1;
    const ttlMs = this.lifeLeftMs(challenge);
    // Two resends at once: the one that claims the next send number goes ahead.
    if (
      !(await this.keyValue.setIfAbsent(
        keys.send(id, sendNumber),
        JSON.stringify({ status: 'pending', code } satisfies SendRecord),
        { ttlMs },
      ))
    ) {
      return { outcome: 'too-soon', retryAfterMs: OTP_RULES.resendCooldownMs };
    }
    const resent: PhoneChallengeRecord = { ...challenge, sendCount: sendNumber, sentAt: now, ...hashCode(code) };
    await this.keyValue.set(keys.challenge(id), JSON.stringify(resent), { ttlMs });
    return { outcome: 'resent', challenge: resent };
  }

  /** Judges a code (OTP rules); a verified code is used up, so a second verification fails. */
  async verify(id: string, code: string): Promise<VerifyOutcome> {
    const gone: VerifyOutcome = { outcome: 'gone', attemptsLeft: 0 };
    const challenge = await this.find(id);
    if (!challenge || (await this.keyValue.get(keys.used(id)))) return gone;
    const now = this.clock.now().getTime();
    if (isCodeExpired(challenge, now)) return { outcome: 'expired', attemptsLeft: 0 };
    const ttlMs = this.lifeLeftMs(challenge);
    const attemptNumber = await this.keyValue.increment(keys.attempts(id), { ttlMs });
    const outcome = judgeAttempt(challenge, code, attemptNumber, now);
    const attemptsLeft = Math.max(0, OTP_RULES.maxWrongAttempts - attemptNumber);
    if (outcome === 'verified' && !(await this.keyValue.setIfAbsent(keys.used(id), String(now), { ttlMs })))
      return gone;
    return { outcome, attemptsLeft };
  }

  /**
   * For the send job: the challenge and the code of this send; null when there is nothing to send
   * any more (already sent, replaced by a resend, or the challenge is gone).
   */
  async pendingSend(id: string, sendNumber: number): Promise<{ challenge: PhoneChallengeRecord; code: string } | null> {
    const send = await this.sendRecord(id, sendNumber);
    if (send?.status !== 'pending') return null;
    const challenge = await this.find(id);
    return challenge?.sendCount === sendNumber ? { challenge, code: send.code } : null;
  }

  /** Records how a send ended; the code leaves the store with it. */
  async recordSend(challenge: PhoneChallengeRecord, sendNumber: number, status: 'sent' | 'failed'): Promise<void> {
    await this.keyValue.set(keys.send(challenge.id, sendNumber), JSON.stringify({ status } satisfies SendRecord), {
      ttlMs: Math.max(1, this.lifeLeftMs(challenge)),
    });
  }

  private async sendRecord(id: string, sendNumber: number): Promise<SendRecord | null> {
    const raw = await this.keyValue.get(keys.send(id, sendNumber));
    return raw ? (JSON.parse(raw) as SendRecord) : null;
  }

  private async attemptsSoFar(id: string): Promise<number> {
    return Number((await this.keyValue.get(keys.attempts(id))) ?? 0);
  }

  private lifeLeftMs(challenge: PhoneChallengeRecord): number {
    return challenge.createdAt + OTP_RULES.challengeLifetimeMs - this.clock.now().getTime();
  }
}
