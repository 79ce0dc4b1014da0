import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KEY_VALUE, type KeyValueStore } from '@gp/shared/server';
import { AppConfig } from '../../config/app-config';
import { hostCookieName, isSecure } from '../../core/auth/session-cookie';
import { DomainError } from '../../core/errors/domain-error';
import { newToken, sha256Hex } from '../../core/ids/ids';
import { clientAddress } from '../../core/http/client-address';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * OWASP's answer to password guessing without letting anyone lock anyone out: each client (a
 * trusted device, else an address) gets a few tries per account before it must wait, and failures
 * from clients the account does not know slow the account down for every unknown client, with a
 * wait that doubles per failure. A device that signed in to the account before is never held up
 * by the others: the owner on their own device signs in while an attacker waits.
 */
export const SIGN_IN_THROTTLE = {
  attemptsPerClient: 5,
  clientWindowMs: 15 * MINUTE,
  /** Failures from unknown clients, within the window, before the account-wide backoff starts. */
  failuresBeforeBackoff: 10,
  accountWindowMs: 60 * MINUTE,
  firstBackoffMs: MINUTE,
  maxBackoffMs: 15 * MINUTE,
  trustedDeviceMs: 90 * DAY,
} as const;

const DEVICE_COOKIE = 'gp_device';
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The device's token (the `gp_device` cookie a sign-in leaves), when the request carries a well-formed one. */
export function deviceToken(request: FastifyRequest): string | null {
  const cookie = request.cookies?.[hostCookieName(DEVICE_COOKIE, isSecure(request))];
  return cookie && DEVICE_TOKEN.test(cookie) ? cookie : null;
}

/** One sign-in attempt: the account (by email hash, whether or not it exists) and who tries it. */
export interface SignInAttempt {
  account: string;
  client: string;
  trustedDevice: boolean;
  deviceToken: string | null;
}

const keys = {
  client: (attempt: SignInAttempt) => `signin:attempts:${attempt.account}:${attempt.client}`,
  failures: (account: string) => `signin:failures:${account}`,
  backoff: (account: string) => `signin:backoff:${account}`,
  device: (account: string, token: string) => `signin:device:${account}:${sha256Hex(token)}`,
};

/** The answers do not depend on whether the account exists: unknown emails are counted the same way. */
@Injectable()
export class SignInThrottle {
  constructor(
    @Inject(KEY_VALUE) private readonly keyValue: KeyValueStore,
    private readonly config: AppConfig,
  ) {}

  /** Counts the attempt for its client (atomically, so a burst cannot slip past) and refuses it with 429 while it must wait. */
  async admit(account: string, request: FastifyRequest): Promise<SignInAttempt> {
    const token = deviceToken(request);
    const trustedDevice = token !== null && (await this.keyValue.get(keys.device(account, token))) !== null;
    const attempt: SignInAttempt = {
      account,
      client: trustedDevice ? `device:${sha256Hex(token)}` : `ip:${clientAddress(request)}`,
      trustedDevice,
      deviceToken: token,
    };
    const factor = this.config.values.RATE_LIMIT_FACTOR;
    const attempts = await this.keyValue.increment(keys.client(attempt), { ttlMs: SIGN_IN_THROTTLE.clientWindowMs });
    if (attempts > SIGN_IN_THROTTLE.attemptsPerClient * factor) await this.refuse(keys.client(attempt));
    if (!trustedDevice && (await this.keyValue.ttlMs(keys.backoff(account))) !== -1)
      await this.refuse(keys.backoff(account));
    return attempt;
  }

  /** A wrong password (or an unknown account): an unknown client's failure counts toward the account-wide backoff. */
  async failed(attempt: SignInAttempt): Promise<void> {
    if (attempt.trustedDevice) return;
    const failures = await this.keyValue.increment(keys.failures(attempt.account), {
      ttlMs: SIGN_IN_THROTTLE.accountWindowMs,
    });
    const beyond = failures - SIGN_IN_THROTTLE.failuresBeforeBackoff * this.config.values.RATE_LIMIT_FACTOR;
    if (beyond < 0) return;
    const waitMs = Math.min(SIGN_IN_THROTTLE.firstBackoffMs * 2 ** Math.min(beyond, 20), SIGN_IN_THROTTLE.maxBackoffMs);
    await this.keyValue.set(keys.backoff(attempt.account), String(failures), { ttlMs: waitMs });
  }

  /** The right password: the client's count starts over, and this device is trusted for the account from now on. */
  async succeeded(attempt: SignInAttempt, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.keyValue.delete(keys.client(attempt));
    const token = attempt.deviceToken ?? newToken(24);
    await this.keyValue.set(keys.device(attempt.account, token), '1', { ttlMs: SIGN_IN_THROTTLE.trustedDeviceMs });
    reply.setCookie(hostCookieName(DEVICE_COOKIE, isSecure(request)), token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(request),
      path: '/',
      maxAge: SIGN_IN_THROTTLE.trustedDeviceMs / 1000,
    });
  }

  private async refuse(key: string): Promise<never> {
    const ttl = await this.keyValue.ttlMs(key);
    throw new DomainError(
      'REQUEST.RATE_LIMITED',
      undefined,
      Math.max(1, Math.ceil((ttl ?? SIGN_IN_THROTTLE.clientWindowMs) / 1000)),
    );
  }
}
