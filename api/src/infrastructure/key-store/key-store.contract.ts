import { randomUUID } from 'node:crypto';
import { DATA_KEY_BYTES, type KeyStore } from '@gp/shared/server';

export interface KeyStoreUnderTest {
  store: KeyStore;
  /** The bytes the adapter keeps at rest for a subject's key (null when none), to check the wrapping. */
  storedKeyBytes: (subject: string) => Promise<Buffer | null>;
  /** A second store over the same storage: what another process sees. */
  reopen: () => Promise<KeyStore>;
  cleanup: () => Promise<void>;
}

const AT = new Date('2026-12-03T10:00:00.000Z');
const LATER = new Date('2026-12-04T10:00:00.000Z');

/** The behaviour every KeyStore adapter must have (shared/src/ports/key-store.port.ts). */
export function keyStoreContract(name: string, create: () => Promise<KeyStoreUnderTest>): void {
  describe(`KeyStore contract: ${name}`, () => {
    let under: KeyStoreUnderTest;
    let store: KeyStore;
    const subject = () => `user-${randomUUID()}`;

    beforeEach(async () => {
      under = await create();
      store = under.store;
    });

    afterEach(async () => {
      await under.cleanup();
    });

    it('makes a 32-byte key on first use and gives the same key afterwards, also to another process', async () => {
      const person = subject();
      expect(await store.find(person)).toBeNull();

      const first = await store.obtain(person);
      expect(first.state).toBe('live');
      const key = first.state === 'live' ? first.key : Buffer.alloc(0);
      expect(key).toHaveLength(DATA_KEY_BYTES);

      expect(await store.obtain(person)).toEqual({ state: 'live', key });
      expect(await store.find(person)).toEqual({ state: 'live', key });
      const other = await under.reopen();
      expect(await other.find(person)).toEqual({ state: 'live', key });
    });

    it('gives each subject its own key', async () => {
      const [a, b] = [await store.obtain(subject()), await store.obtain(subject())];
      expect(a.state === 'live' && b.state === 'live' && a.key.equals(b.key)).toBe(false);
    });

    it('gives every caller racing on a new subject the same key', async () => {
      const person = subject();
      const other = await under.reopen();
      const keys = await Promise.all([store, other, store, other].map((each) => each.obtain(person)));
      const [first] = keys;
      expect(first!.state).toBe('live');
      for (const each of keys) expect(each).toEqual(first);
    });

    it('destroys a key for ever: no copy is readable and no new key is made, whoever asks', async () => {
      const person = subject();
      await store.obtain(person);

      expect(await store.destroy(person, AT)).toBe(true);

      const destroyed = { state: 'destroyed', destroyedAt: AT.toISOString() };
      expect(await store.find(person)).toEqual(destroyed);
      expect(await store.obtain(person)).toEqual(destroyed);
      expect(await (await under.reopen()).obtain(person)).toEqual(destroyed);
      expect(await under.storedKeyBytes(person)).toBeNull();
    });

    it('keeps the first destruction time when a key is destroyed again', async () => {
      const person = subject();
      await store.obtain(person);
      await store.destroy(person, AT);

      expect(await store.destroy(person, LATER)).toBe(false);
      expect(await store.find(person)).toEqual({ state: 'destroyed', destroyedAt: AT.toISOString() });
    });

    it('leaves a tombstone for a subject that never had a key, so none is made later', async () => {
      const person = subject();

      expect(await store.destroy(person, AT)).toBe(true);

      expect(await store.obtain(person)).toEqual({ state: 'destroyed', destroyedAt: AT.toISOString() });
    });

    it('destroys one subject without touching another', async () => {
      const [gone, kept] = [subject(), subject()];
      await store.obtain(gone);
      const key = await store.obtain(kept);

      await store.destroy(gone, AT);

      expect(await store.find(kept)).toEqual(key);
    });

    it('answers a ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
