import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  streamIds,
  type AccountRole,
  type AuthResult,
  type Lang,
  type SignInRequest,
  type SignUpRequest,
} from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { actorOf } from '../../core/auth/actor';
import { hashPassword, verifyPassword } from '../../core/auth/passwords';
import { AUTH_RATE_LIMITS, RateLimiter } from '../../core/auth/rate-limiter';
import { writeSessionCookie } from '../../core/auth/session-cookie';
import { SessionService } from '../../core/auth/session.service';
import { CommandPipeline } from '../../core/commands/command-pipeline';
import { DomainError } from '../../core/errors/domain-error';
import { type CommandContext, stepContext } from '../../core/http/command-context';
import { newId } from '../../core/ids/ids';
import { betaKeyDecider } from '../beta-keys/public';
import { userAccessDecider, type UserAccessCommand, emailHash, UserLookup, AccountRegistrar } from '../users/public';
import { toSessionUser } from './session-user';
import { SignInThrottle } from './sign-in-throttle';
import { clientAddress } from '../../core/http/client-address';

type BetaKeyOutcome = NonNullable<AuthResult['betaKey']>;

/** What an identity provider vouched for, and what the sign-in link carried. */
export interface VerifiedEmailSignIn {
  email: string;
  preferredLang: Lang;
  betaKey?: string;
  role?: AccountRole;
}

export interface HttpExchange {
  request: FastifyRequest;
  reply: FastifyReply;
  context: CommandContext;
}

/** Sign-in, sign-up and anonymous sessions: the commands they run and the session they open. */
@Injectable()
export class AuthService {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly users: UserLookup,
    private readonly sessions: SessionService,
    private readonly rateLimiter: RateLimiter,
    private readonly registrar: AccountRegistrar,
    private readonly throttle: SignInThrottle,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Unknown email and wrong password take the same path (a hash is verified either way, the same
   * throttle counts them) and answer the same.
   */
  async signIn(input: SignInRequest, exchange: HttpExchange): Promise<AuthResult> {
    await this.rateLimiter.hit([{ limit: AUTH_RATE_LIMITS.signInPerIp, subject: clientAddress(exchange.request) }]);
    const attempt = await this.throttle.admit(emailHash(input.email), exchange.request);
    const userId = await this.users.userIdByEmail(input.email);
    const user = userId ? await this.users.user(userId) : null;
    const usable = user?.exists && !user.deleted ? user : null;
    const valid = await verifyPassword(usable?.passwordHash ?? null, input.password);
    if (!valid || !userId || !usable) {
      await this.throttle.failed(attempt);
      throw new DomainError('AUTH.WRONG_CREDENTIALS');
    }
    await this.throttle.succeeded(attempt, exchange.request, exchange.reply);
    return this.openSession(userId, input.betaKey, 0, exchange);
  }

  /** Spec §8: an email already in use falls back to signing in with the same credentials. */
  async signUp(input: SignUpRequest & { preferredLang: Lang }, exchange: HttpExchange): Promise<AuthResult> {
    await this.rateLimiter.hit([{ limit: AUTH_RATE_LIMITS.signUpPerIp, subject: clientAddress(exchange.request) }]);
    const holder = await this.users.userIdByEmail(input.email);
    if (holder && (await this.users.user(holder)).exists) return this.signIn(input, exchange);
    const account = {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      preferredLang: input.preferredLang,
      role: input.role,
    };
    const registered = await this.registrar.register(holder, account, exchange.context);
    // Another sign-up took the email a moment ago: same fallback as above.
    if (!registered) return this.signIn(input, exchange);
    return this.openSession(registered.userId, input.betaKey, registered.position, exchange);
  }

  /**
   * Google vouched for the email: the account that holds it is signed in (whatever way it was
   * created), or a new one without a password is created, as a sign-up would.
   */
  async signInWithVerifiedEmail(input: VerifiedEmailSignIn, exchange: HttpExchange): Promise<AuthResult> {
    const holder = await this.users.userIdByEmail(input.email);
    const user = holder ? await this.users.user(holder) : null;
    if (user?.deleted) throw new DomainError('AUTH.WRONG_CREDENTIALS');
    if (holder && user?.exists) return this.openSession(holder, input.betaKey, 0, exchange);
    const registered = await this.registrar.register(
      holder,
      { email: input.email, passwordHash: null, preferredLang: input.preferredLang, role: input.role },
      exchange.context,
    );
    // Another registration took the email a moment ago: its account is the one to sign in to.
    if (!registered) return this.signInWithVerifiedEmail(input, exchange);
    return this.openSession(registered.userId, input.betaKey, registered.position, exchange);
  }

  /** A session for a visitor who writes a review before having an account. */
  async startAnonymous(preferredLang: Lang, exchange: HttpExchange): Promise<AuthResult> {
    const current = exchange.request.actor;
    if (current) return { user: toSessionUser(current), position: 0 };
    await this.rateLimiter.hit([{ limit: AUTH_RATE_LIMITS.anonymousPerIp, subject: clientAddress(exchange.request) }]);
    const userId = newId();
    const position = await this.runUser(exchange.context, 'register-anonymous', {
      type: 'RegisterAnonymousUser',
      userId,
      preferredLang,
      now: this.clock.now().toISOString(),
    });
    return this.openSession(userId, undefined, position, exchange);
  }

  /**
   * Spec §7's custom-token sign-in: a code sent to a verified phone number proved the caller holds
   * it, so the account that verified the number is signed in, as a password would.
   */
  signInWithVerifiedPhone(userId: string, exchange: HttpExchange): Promise<AuthResult> {
    return this.openSession(userId, undefined, 0, exchange);
  }

  /**
   * Links what an anonymous session did, redeems a beta key from the link, and replaces the
   * session with a new id: an id planted before sign-in is worth nothing after it.
   */
  private async openSession(
    userId: string,
    betaKey: string | undefined,
    position: number,
    exchange: HttpExchange,
  ): Promise<AuthResult> {
    const { request, reply, context } = exchange;
    const now = this.clock.now().toISOString();
    const previous = request.actor;
    if (previous?.isAnonymous && previous.userId !== userId) {
      // The review-author-linking reactor hands the anonymous user's reviews over on AnonymousUserLinked.
      position = Math.max(
        position,
        await this.runUser(context, 'link-anonymous', {
          type: 'LinkAnonymousUser',
          userId,
          anonymousUserId: previous.userId,
          now,
        }),
      );
    }
    let betaKeyOutcome: BetaKeyOutcome | undefined;
    if (betaKey) {
      const redeemed = await this.redeemBetaKey(userId, betaKey, context, now);
      betaKeyOutcome = redeemed.outcome;
      position = Math.max(position, redeemed.position);
    }
    if (previous) await this.sessions.destroy(previous.sessionId);
    const session = await this.sessions.create(userId);
    writeSessionCookie(request, reply, session.id);
    const user = toSessionUser(actorOf(session, await this.users.user(userId)));
    return { user, position, ...(betaKeyOutcome ? { betaKey: betaKeyOutcome } : {}) };
  }

  /**
   * A key grants access once. Consuming it appends to `betakey-{id}` with the expected revision
   * read, so of concurrent sign-ups with one key exactly one wins; the rest find it consumed.
   */
  private async redeemBetaKey(
    userId: string,
    keyId: string,
    context: CommandContext,
    now: string,
  ): Promise<{ outcome: BetaKeyOutcome; position: number }> {
    const user = await this.users.user(userId);
    if (user.hasBetaAccess) return { outcome: 'not-needed', position: 0 };
    try {
      await this.pipeline.run(betaKeyDecider, {
        ...stepContext(context, 'consume-beta-key'),
        streamId: streamIds.betaKey(keyId),
        command: { type: 'ConsumeBetaKey', keyId, userId, now },
      });
    } catch (error) {
      // A revoked key admits no one: the account is created, without access, and told why (BETA_KEY.REVOKED).
      if (error instanceof DomainError && error.code === 'BETA_KEY.REVOKED') return { outcome: 'revoked', position: 0 };
      const lost =
        error instanceof DomainError &&
        ['BETA_KEY.NOT_FOUND', 'BETA_KEY.CONSUMED', 'CONCURRENCY.CONFLICT'].includes(error.code);
      if (lost) return { outcome: 'invalid', position: 0 };
      throw error;
    }
    const position = await this.runUser(context, 'grant-beta', {
      type: 'GrantBetaAccess',
      userId,
      betaKeyId: keyId,
      now,
    });
    return { outcome: 'granted', position };
  }

  private async runUser(context: CommandContext, step: string, command: UserAccessCommand): Promise<number> {
    const outcome = await this.pipeline.run(userAccessDecider, {
      ...stepContext(context, step),
      streamId: streamIds.user(command.userId),
      command,
    });
    return outcome.position;
  }
}
