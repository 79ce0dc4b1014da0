import { Inject, Injectable } from '@nestjs/common';
import type { ErrorCode } from '@gp/shared';
import { KEY_VALUE, type KeyValueStore } from '@gp/shared/server';
import { AppConfig } from '../../config/app-config';
import { DomainError } from '../errors/domain-error';

export interface RateLimit {
  name: string;
  max: number;
  windowMs: number;
}

/** Fixed-window counters in the KeyValue port, so every API replica shares them. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(KEY_VALUE) private readonly keyValue: KeyValueStore,
    private readonly config: AppConfig,
  ) {}

  /**
   * Counts one hit against each limit in turn; throws 429 once one is exceeded (the limits after it
   * are not counted), with the limit's own code when it has one, else REQUEST.RATE_LIMITED.
   */
  async hit(limits: readonly { limit: RateLimit; subject: string; code?: ErrorCode }[]): Promise<void> {
    for (const { limit, subject, code = 'REQUEST.RATE_LIMITED' } of limits) {
      const key = `ratelimit:${limit.name}:${subject}`;
      const count = await this.keyValue.increment(key, { ttlMs: limit.windowMs });
      if (count > limit.max * this.config.values.RATE_LIMIT_FACTOR) {
        const ttl = await this.keyValue.ttlMs(key);
        throw new DomainError(code, undefined, Math.max(1, Math.ceil((ttl ?? limit.windowMs) / 1000)));
      }
    }
  }
}

const MINUTE = 60_000;
export const AUTH_RATE_LIMITS = {
  signInPerIp: { name: 'sign-in-ip', max: 30, windowMs: 15 * MINUTE },
  signUpPerIp: { name: 'sign-up-ip', max: 30, windowMs: 60 * MINUTE },
  anonymousPerIp: { name: 'anonymous-ip', max: 60, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimit>;
