import type { Redis } from 'ioredis';
import { type KeyValueStore } from '@gp/shared/server';
import { assertValidStep, assertValidTtl } from './ttl';

/**
 * INCR, and PEXPIRE only when INCR created the key: one script, so no other client sees a new
 * counter without its expiry, and an existing counter keeps the expiry it started with.
 */
const INCREMENT_SCRIPT = `
local created = redis.call('EXISTS', KEYS[1]) == 0
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if created then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

/** PTTL answers for a missing key and for a key without expiry. */
const PTTL_MISSING = -2;
const PTTL_NO_EXPIRY = -1;

/** The production KeyValueStore. Redis expires keys itself; every key gets `keyPrefix` in front. */
export class RedisKeyValueStore implements KeyValueStore {
  private readonly keyPrefix: string;

  constructor(
    private readonly redis: Redis,
    options: { keyPrefix?: string } = {},
  ) {
    this.keyPrefix = options.keyPrefix ?? '';
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.keyPrefix + key);
  }

  async set(key: string, value: string, options: { ttlMs?: number } = {}): Promise<void> {
    const { ttlMs } = options;
    if (ttlMs === undefined) {
      await this.redis.set(this.keyPrefix + key, value);
      return;
    }
    assertValidTtl(ttlMs);
    await this.redis.set(this.keyPrefix + key, value, 'PX', ttlMs);
  }

  async setIfAbsent(key: string, value: string, options: { ttlMs?: number } = {}): Promise<boolean> {
    const { ttlMs } = options;
    if (ttlMs === undefined) return (await this.redis.set(this.keyPrefix + key, value, 'NX')) === 'OK';
    assertValidTtl(ttlMs);
    return (await this.redis.set(this.keyPrefix + key, value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async setIfPresent(key: string, value: string, options: { ttlMs?: number } = {}): Promise<boolean> {
    const { ttlMs } = options;
    if (ttlMs === undefined) return (await this.redis.set(this.keyPrefix + key, value, 'XX')) === 'OK';
    assertValidTtl(ttlMs);
    return (await this.redis.set(this.keyPrefix + key, value, 'PX', ttlMs, 'XX')) === 'OK';
  }

  async increment(key: string, options: { ttlMs: number; by?: number }): Promise<number> {
    assertValidTtl(options.ttlMs);
    const by = assertValidStep(options.by);
    const count = await this.redis.eval(INCREMENT_SCRIPT, 1, this.keyPrefix + key, options.ttlMs, by);
    return Number(count);
  }

  async ttlMs(key: string): Promise<number | null> {
    const remaining = await this.redis.pttl(this.keyPrefix + key);
    if (remaining === PTTL_MISSING) return -1;
    if (remaining === PTTL_NO_EXPIRY) return null;
    return remaining;
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.keyPrefix + key);
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
