import { randomUUID } from 'node:crypto';
import type { KeyValueStore } from '@gp/shared/server';

export interface KeyValueStoreUnderTest {
  store: KeyValueStore;
  cleanup: () => Promise<void>;
}

/**
 * How to make a fresh store. An adapter whose expiry runs on a clock the test controls also gets
 * the expiry tests; one that runs on a server's clock (Redis) is held to the TTL values it
 * reports instead, since waiting for real time to pass is not allowed in the suite.
 */
export type KeyValueAdapterFactory =
  | { clock: 'real'; create: () => Promise<KeyValueStoreUnderTest> }
  | { clock: 'controlled'; create: () => Promise<KeyValueStoreUnderTest & { advanceClock: (ms: number) => void }> };

const MINUTE = 60_000;

/** The behaviour every KeyValueStore adapter must have (shared/src/ports/key-value.port.ts). */
export function keyValueContract(name: string, factory: KeyValueAdapterFactory): void {
  describe(`KeyValueStore contract: ${name}`, () => {
    let store: KeyValueStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await factory.create());
    });

    afterEach(async () => {
      await cleanup();
    });

    const expectTtlWithin = async (key: string, ttlMs: number): Promise<void> => {
      const remaining = await store.ttlMs(key);
      expect(remaining).toBeGreaterThan(0);
      expect(remaining).toBeLessThanOrEqual(ttlMs);
    };

    describe('get and set', () => {
      it('reads a key that was never set as null', async () => {
        expect(await store.get(uniqueKey('missing'))).toBeNull();
      });

      it('returns what was set, and the latest value after an overwrite', async () => {
        const key = uniqueKey('session');

        await store.set(key, '{"userId":"u-1"}');
        expect(await store.get(key)).toBe('{"userId":"u-1"}');

        await store.set(key, '{"userId":"u-2"}');
        expect(await store.get(key)).toBe('{"userId":"u-2"}');
      });

      it('keeps keys apart, whatever characters they hold', async () => {
        const [plain, odd] = [uniqueKey('code'), `${uniqueKey('code')}:+506 8888-0000 ñ/✓`];

        await store.set(plain, 'first');
        await store.set(odd, 'second');

        expect(await store.get(plain)).toBe('first');
        expect(await store.get(odd)).toBe('second');
      });

      it('stores no expiry without ttlMs', async () => {
        const key = uniqueKey('session');

        await store.set(key, 'value');

        expect(await store.ttlMs(key)).toBeNull();
      });

      it('stores the given expiry with ttlMs', async () => {
        const key = uniqueKey('code');

        await store.set(key, '123456', { ttlMs: 10 * MINUTE });

        await expectTtlWithin(key, 10 * MINUTE);
      });

      it('replaces the expiry on overwrite: removed without ttlMs, set with it', async () => {
        const key = uniqueKey('session');
        await store.set(key, 'a', { ttlMs: MINUTE });

        await store.set(key, 'b');
        expect(await store.ttlMs(key)).toBeNull();

        await store.set(key, 'c', { ttlMs: 2 * MINUTE });
        await expectTtlWithin(key, 2 * MINUTE);
      });
    });

    describe('setIfAbsent', () => {
      it('sets an absent key with its expiry and reports true', async () => {
        const key = uniqueKey('lock');

        expect(await store.setIfAbsent(key, 'owner-1', { ttlMs: MINUTE })).toBe(true);

        expect(await store.get(key)).toBe('owner-1');
        await expectTtlWithin(key, MINUTE);
      });

      it('leaves a present key, value and expiry alike, and reports false', async () => {
        const key = uniqueKey('lock');
        await store.set(key, 'owner-1');

        expect(await store.setIfAbsent(key, 'owner-2', { ttlMs: MINUTE })).toBe(false);

        expect(await store.get(key)).toBe('owner-1');
        expect(await store.ttlMs(key)).toBeNull();
      });

      it('lets exactly one of several concurrent callers set the key', async () => {
        const key = uniqueKey('lock');
        const owners = Array.from({ length: 10 }, (_, index) => `owner-${index}`);

        const outcomes = await Promise.all(owners.map((owner) => store.setIfAbsent(key, owner, { ttlMs: MINUTE })));

        expect(outcomes.filter(Boolean)).toHaveLength(1);
        expect(await store.get(key)).toBe(owners[outcomes.indexOf(true)]);
      });
    });

    describe('setIfPresent', () => {
      it('replaces a present key with its new expiry and reports true', async () => {
        const key = uniqueKey('session');
        await store.set(key, 'v1', { ttlMs: MINUTE });

        expect(await store.setIfPresent(key, 'v2', { ttlMs: 60 * MINUTE })).toBe(true);

        expect(await store.get(key)).toBe('v2');
        await expectTtlWithin(key, 60 * MINUTE);
      });

      it('sets no absent key, nor one deleted before it, and reports false', async () => {
        const never = uniqueKey('session');
        const deleted = uniqueKey('session');
        await store.set(deleted, 'v1', { ttlMs: MINUTE });
        await store.delete(deleted);

        expect(await store.setIfPresent(never, 'v2', { ttlMs: MINUTE })).toBe(false);
        expect(await store.setIfPresent(deleted, 'v2', { ttlMs: MINUTE })).toBe(false);

        expect(await store.get(never)).toBeNull();
        expect(await store.get(deleted)).toBeNull();
      });
    });

    describe('increment', () => {
      it('starts a new key at 1 with the given expiry, then counts up', async () => {
        const key = uniqueKey('rate');

        expect(await store.increment(key, { ttlMs: MINUTE })).toBe(1);
        await expectTtlWithin(key, MINUTE);
        expect(await store.increment(key, { ttlMs: MINUTE })).toBe(2);
        expect(await store.increment(key, { ttlMs: MINUTE })).toBe(3);
        expect(await store.get(key)).toBe('3');
      });

      it('keeps the expiry an existing key already has', async () => {
        const key = uniqueKey('rate');
        await store.increment(key, { ttlMs: MINUTE });

        await store.increment(key, { ttlMs: 60 * MINUTE });

        await expectTtlWithin(key, MINUTE);
      });

      it('counts on from a value that was set, keeping it without expiry', async () => {
        const key = uniqueKey('rate');
        await store.set(key, '41');

        expect(await store.increment(key, { ttlMs: MINUTE })).toBe(42);

        expect(await store.ttlMs(key)).toBeNull();
      });

      it('adds a step when given one, starting a new key at it', async () => {
        const key = uniqueKey('views');

        expect(await store.increment(key, { ttlMs: MINUTE, by: 7 })).toBe(7);
        expect(await store.increment(key, { ttlMs: MINUTE, by: 5 })).toBe(12);
        expect(await store.increment(key, { ttlMs: MINUTE })).toBe(13);
        await expectTtlWithin(key, MINUTE);
      });

      it.each([0, -2, 1.5])('refuses a step of %p, writing nothing', async (by) => {
        const key = uniqueKey('views');

        await expect(store.increment(key, { ttlMs: MINUTE, by })).rejects.toThrow(RangeError);

        expect(await store.get(key)).toBeNull();
      });

      it('gives every concurrent caller its own count', async () => {
        const key = uniqueKey('rate');

        const counts = await Promise.all(Array.from({ length: 25 }, () => store.increment(key, { ttlMs: MINUTE })));

        expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
        expect(await store.get(key)).toBe('25');
      });

      it('refuses to count a value that is not an integer, leaving it alone', async () => {
        const key = uniqueKey('rate');
        await store.set(key, 'not a number');

        await expect(store.increment(key, { ttlMs: MINUTE })).rejects.toThrow();

        expect(await store.get(key)).toBe('not a number');
      });
    });

    describe('ttlMs and delete', () => {
      it('answers -1 for an absent key', async () => {
        expect(await store.ttlMs(uniqueKey('missing'))).toBe(-1);
      });

      it('removes a key, and deleting an absent key is harmless', async () => {
        const key = uniqueKey('session');
        await store.set(key, 'value', { ttlMs: MINUTE });

        await store.delete(key);
        await store.delete(uniqueKey('missing'));

        expect(await store.get(key)).toBeNull();
        expect(await store.ttlMs(key)).toBe(-1);
      });
    });

    it.each([0, -5, 1.5, Number.NaN])('refuses ttlMs %p and stores nothing', async (ttlMs) => {
      const key = uniqueKey('invalid');

      await expect(store.set(key, 'v', { ttlMs })).rejects.toThrow(RangeError);
      await expect(store.setIfAbsent(key, 'v', { ttlMs })).rejects.toThrow(RangeError);
      await store.set(key, 'v');
      await expect(store.setIfPresent(key, 'w', { ttlMs })).rejects.toThrow(RangeError);
      await store.delete(key);
      await expect(store.increment(key, { ttlMs })).rejects.toThrow(RangeError);

      expect(await store.get(key)).toBeNull();
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    if (factory.clock === 'controlled') expiryContract(factory.create);
  });
}

/** Expiry as time passes, for adapters whose clock the test moves. */
function expiryContract(create: Extract<KeyValueAdapterFactory, { clock: 'controlled' }>['create']): void {
  describe('as time passes', () => {
    let store: KeyValueStore;
    let cleanup: () => Promise<void>;
    let advanceClock: (ms: number) => void;

    beforeEach(async () => {
      ({ store, cleanup, advanceClock } = await create());
    });

    afterEach(async () => {
      await cleanup();
    });

    it('counts the remaining time down', async () => {
      const key = uniqueKey('code');
      await store.set(key, '123456', { ttlMs: 1_000 });

      advanceClock(400);

      expect(await store.ttlMs(key)).toBe(600);
    });

    it('treats a key as absent once its ttl has passed', async () => {
      const key = uniqueKey('code');
      await store.set(key, '123456', { ttlMs: 1_000 });

      advanceClock(999);
      expect(await store.get(key)).toBe('123456');
      advanceClock(1);

      expect(await store.get(key)).toBeNull();
      expect(await store.ttlMs(key)).toBe(-1);
    });

    it('lets setIfAbsent take over an expired key', async () => {
      const key = uniqueKey('lock');
      await store.set(key, 'owner-1', { ttlMs: 1_000 });
      advanceClock(1_000);

      expect(await store.setIfAbsent(key, 'owner-2', { ttlMs: 5_000 })).toBe(true);

      expect(await store.get(key)).toBe('owner-2');
      expect(await store.ttlMs(key)).toBe(5_000);
    });

    it('does not bring an expired key back with setIfPresent', async () => {
      const key = uniqueKey('session');
      await store.set(key, 'v1', { ttlMs: 1_000 });
      advanceClock(1_000);

      expect(await store.setIfPresent(key, 'v2', { ttlMs: 5_000 })).toBe(false);

      expect(await store.get(key)).toBeNull();
    });

    it('restarts an expired counter at 1 with the new expiry', async () => {
      const key = uniqueKey('rate');
      await store.increment(key, { ttlMs: 1_000 });
      await store.increment(key, { ttlMs: 1_000 });
      advanceClock(1_000);

      expect(await store.increment(key, { ttlMs: 3_000 })).toBe(1);

      expect(await store.ttlMs(key)).toBe(3_000);
    });

    it('never expires a key set without ttl', async () => {
      const key = uniqueKey('session');
      await store.set(key, 'forever');

      advanceClock(365 * 24 * 60 * MINUTE);

      expect(await store.get(key)).toBe('forever');
    });
  });
}

function uniqueKey(prefix: string): string {
  return `${prefix}:${randomUUID()}`;
}
