import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  errorMessage,
  isPhoneNumberEmpty,
  normalisePhoneNumber,
  preferredLanguage,
  type CommandResult,
  type Lang,
  type PhoneChallenge,
  type StartPhoneChallengeRequest,
  type VerifyPhoneChallengeRequest,
  type VerifyPhoneChallengeResponse,
} from '@gp/shared';
import { isChargeableNumber, JOB_QUEUE, type JobQueue } from '@gp/shared/server';
import { assertAccess } from '../../core/auth/access.guard';
import type { Actor } from '../../core/auth/actor';
import { RateLimiter, type RateLimit } from '../../core/auth/rate-limiter';
import { DomainError } from '../../core/errors/domain-error';
import { AuthService, type HttpExchange } from '../auth/public';
import { UserLookup } from '../users/public';
import { AttachPhoneNumberCommand } from './attach-phone-number/attach-phone-number.command';
import { PhoneChallenges, type PhoneChallengeRecord } from './challenges/phone-challenges';
import { enqueueVerificationCode } from './jobs/send-verification-code';
import { codeExpiresAt, resendAvailableAt } from './otp/otp-rules';
import { clientAddress } from '../../core/http/client-address';

const MINUTE = 60_000;
/** Per client address, on top of the per-number and per-challenge limits of the OTP rules. */
export const PHONE_RATE_LIMITS = {
  codesPerIp: { name: 'phone-codes-ip', max: 20, windowMs: 60 * MINUTE },
  verificationsPerIp: { name: 'phone-verify-ip', max: 60, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

/**
 * Phone verification (spec §4, §7): a code goes by SMS (a job), and the right code either attaches
 * the number to the signed-in account or signs in the account that verified it. Uniqueness is the
 * `phone-{e164}` reservation stream's: of two accounts verifying one number at once, one claims it.
 */
@Injectable()
export class PhoneVerification {
  constructor(
    private readonly challenges: PhoneChallenges,
    private readonly users: UserLookup,
    private readonly commandBus: CommandBus,
    private readonly rateLimiter: RateLimiter,
    private readonly auth: AuthService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async start(input: StartPhoneChallengeRequest & { lang: Lang }, request: FastifyRequest): Promise<PhoneChallenge> {
    await this.rateLimiter.hit([{ limit: PHONE_RATE_LIMITS.codesPerIp, subject: clientAddress(request) }]);
    if (input.purpose === 'attach') assertAccess(request.actor, 'restricted');
    if (isPhoneNumberEmpty(input.phoneNumber)) throw new DomainError('PHONE.REQUIRED');
    const phoneNumber = normalisePhoneNumber(input.phoneNumber);
    if (!phoneNumber) throw new DomainError('PHONE.INVALID');
    // A verified number is what clients call and message: never one that charges them for it.
    if (isChargeableNumber(phoneNumber)) throw new DomainError('PHONE.CHARGEABLE');
    const holder = await this.users.userIdByPhone(phoneNumber);
    let userId: string | null;
    if (input.purpose === 'attach') {
      userId = request.actor!.userId;
      // Spec §7's helper: a number another account verified is in use.
      if (holder && holder !== userId) throw new DomainError('PHONE.IN_USE');
    } else {
      // Registered or not, a sign-in challenge is made, limited and answered alike (no SMS goes to an
      // unregistered number), so the answer cannot tell which numbers have accounts.
      userId = holder;
    }
    if (!(await this.challenges.takeSendSlot(phoneNumber))) throw await this.sendFailed(phoneNumber);
    const challenge = await this.challenges.create({ phoneNumber, purpose: input.purpose, userId, lang: input.lang });
    await enqueueVerificationCode(this.jobs, { challengeId: challenge.id, sendNumber: 1 });
    return this.view(challenge, request);
  }

  async resend(challengeId: string, request: FastifyRequest): Promise<PhoneChallenge> {
    await this.rateLimiter.hit([{ limit: PHONE_RATE_LIMITS.codesPerIp, subject: clientAddress(request) }]);
    await this.ownChallenge(challengeId, request.actor);
    const resent = await this.challenges.resend(challengeId);
    switch (resent.outcome) {
      case 'gone':
        throw new DomainError('PHONE.VERIFICATION_FAILED');
      case 'too-soon':
        throw new DomainError('PHONE.RESEND_TOO_SOON', undefined, Math.ceil(resent.retryAfterMs / 1000));
      case 'quota-exhausted':
        throw new DomainError('PHONE.SEND_FAILED', undefined, Math.ceil(resent.retryAfterMs / 1000));
      case 'resent':
        await enqueueVerificationCode(this.jobs, { challengeId, sendNumber: resent.challenge.sendCount });
        return this.view(resent.challenge, request);
    }
  }

  async status(challengeId: string, request: FastifyRequest): Promise<PhoneChallenge> {
    return this.view(await this.ownChallenge(challengeId, request.actor), request);
  }

  async verify(input: VerifyPhoneChallengeRequest, exchange: HttpExchange): Promise<VerifyPhoneChallengeResponse> {
    const { request } = exchange;
    await this.rateLimiter.hit([{ limit: PHONE_RATE_LIMITS.verificationsPerIp, subject: clientAddress(request) }]);
    const challenge = await this.ownChallenge(input.challengeId, request.actor);
    const { outcome, attemptsLeft } = await this.challenges.verify(challenge.id, input.code);
    if (outcome === 'wrong') throw new DomainError('PHONE.WRONG_CODE', { attemptsLeft });
    if (outcome !== 'verified') throw new DomainError('PHONE.VERIFICATION_FAILED');
    // ownChallenge made sure an attach challenge is the caller's own (a sign-in challenge may have no user).
    if (challenge.purpose === 'sign-in') return this.signIn(challenge, exchange);
    const { position }: CommandResult = await this.commandBus.execute(
      new AttachPhoneNumberCommand(request.actor!.userId, challenge.phoneNumber, exchange.context),
    );
    return { purpose: 'attach', phoneNumber: challenge.phoneNumber, position };
  }

  /** The code proves the caller holds the number; the account that still holds it is signed in. */
  private async signIn(challenge: PhoneChallengeRecord, exchange: HttpExchange): Promise<VerifyPhoneChallengeResponse> {
    const holder = await this.users.userIdByPhone(challenge.phoneNumber);
    // A challenge to a number nobody held (userId null) signs no one in.
    const user = holder !== null && holder === challenge.userId ? await this.users.user(holder) : null;
    if (!holder || !user?.exists || user.deleted) throw new DomainError('PHONE.VERIFICATION_FAILED');
    const result = await this.auth.signInWithVerifiedPhone(holder, exchange);
    return { purpose: 'sign-in', phoneNumber: challenge.phoneNumber, ...result };
  }

  private async sendFailed(phoneNumber: string): Promise<DomainError> {
    return new DomainError(
      'PHONE.SEND_FAILED',
      undefined,
      Math.ceil((await this.challenges.sendSlotFreeInMs(phoneNumber)) / 1000),
    );
  }

  /**
   * An attach challenge belongs to its account (still allowed on restricted pages); a sign-in
   * challenge to whoever holds its unguessable id. Anything else reads as a failed verification.
   */
  private async ownChallenge(challengeId: string, actor: Actor | null | undefined): Promise<PhoneChallengeRecord> {
    const challenge = await this.challenges.find(challengeId);
    if (!challenge) throw new DomainError('PHONE.VERIFICATION_FAILED');
    if (challenge.purpose === 'attach') {
      assertAccess(actor, 'restricted');
      if (actor!.userId !== challenge.userId) throw new DomainError('PHONE.VERIFICATION_FAILED');
    }
    return challenge;
  }

  private async view(challenge: PhoneChallengeRecord, request: FastifyRequest): Promise<PhoneChallenge> {
    const sendStatus = await this.challenges.sendStatus(challenge);
    const lang = preferredLanguage(request.headers['accept-language']);
    return {
      challengeId: challenge.id,
      phoneNumber: challenge.phoneNumber,
      purpose: challenge.purpose,
      sendStatus,
      sendError:
        sendStatus === 'failed'
          ? { code: 'PHONE.SEND_FAILED', message: errorMessage('PHONE.SEND_FAILED', lang) }
          : null,
      codeExpiresAt: new Date(codeExpiresAt(challenge)).toISOString(),
      resendAvailableAt: new Date(resendAvailableAt(challenge)).toISOString(),
    };
  }
}
