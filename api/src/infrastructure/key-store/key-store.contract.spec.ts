import { randomBytes, randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import type { KeyWrapping } from '@gp/shared/server';
import { openSqlite } from '../sqlite/open-sqlite';
import { temporaryDatabaseFile } from '../sqlite/temporary-database-file';
import { keyStoreContract } from './key-store.contract';
import { masterKeyWrapping, unwrapped } from './master-key-wrapping';
import { MongoKeyStore } from './mongo-key-store';
import { SqliteKeyStore } from './sqlite-key-store';

const sqliteUnderTest = (wrapping: KeyWrapping) => async () => {
  const { file, remove } = temporaryDatabaseFile();
  const databases = [openSqlite(file)];
  const store = new SqliteKeyStore(databases[0]!, wrapping);
  return {
    store,
    storedKeyBytes: (subject: string) =>
      Promise.resolve(
        (
          databases[0]!.prepare('SELECT wrapped_key FROM subject_keys WHERE subject = ?').get(subject) as
            { wrapped_key: Buffer | null } | undefined
        )?.wrapped_key ?? null,
      ),
    reopen: () => {
      const db = openSqlite(file);
      databases.push(db);
      return Promise.resolve(new SqliteKeyStore(db, wrapping));
    },
    cleanup: async () => {
      await store.close();
      for (const db of databases) db.close();
      remove();
    },
  };
};

keyStoreContract('sqlite', sqliteUnderTest(unwrapped));
keyStoreContract('sqlite, keys wrapped by a master key', sqliteUnderTest(masterKeyWrapping(randomBytes(32))));

const mongoUrl = process.env.MONGODB_URL;
if (mongoUrl) {
  keyStoreContract('mongodb', async () => {
    const dbName = `gp-test-keys-${randomUUID()}`;
    const wrapping = masterKeyWrapping(randomBytes(32));
    const stores = [await MongoKeyStore.connect(mongoUrl, dbName, wrapping)];
    const inspector = await MongoClient.connect(mongoUrl);
    const keys = inspector
      .db(dbName)
      .collection<{ _id: string; wrappedKey: { buffer: Uint8Array } | null }>(MongoKeyStore.collection);
    return {
      store: stores[0]!,
      storedKeyBytes: async (subject: string) => {
        const stored = (await keys.findOne({ _id: subject }))?.wrappedKey;
        return stored ? Buffer.from(stored.buffer) : null;
      },
      reopen: async () => {
        const store = await MongoKeyStore.connect(mongoUrl, dbName, wrapping);
        stores.push(store);
        return store;
      },
      cleanup: async () => {
        await inspector.db(dbName).dropDatabase();
        await inspector.close();
        for (const store of stores) await store.close();
      },
    };
  });
}

describe('Keys at rest under a master key', () => {
  const masterKey = randomBytes(32);

  it('keeps a data key wrapped: the stored bytes are not the key, and unwrap gives the key back', async () => {
    const { file, remove } = temporaryDatabaseFile();
    const db = openSqlite(file);
    try {
      const store = new SqliteKeyStore(db, masterKeyWrapping(masterKey));
      const obtained = await store.obtain('user-1');
      const stored = (db.prepare('SELECT wrapped_key FROM subject_keys').get() as { wrapped_key: Buffer }).wrapped_key;

      expect(obtained.state).toBe('live');
      const key = obtained.state === 'live' ? obtained.key : Buffer.alloc(0);
      expect(stored.includes(key)).toBe(false);
      expect(await masterKeyWrapping(masterKey).unwrap(stored)).toEqual(key);
    } finally {
      db.close();
      remove();
    }
  });

  it('refuses to unwrap under another master key or after a byte of the stored key changed', async () => {
    const wrapped = await masterKeyWrapping(masterKey).wrap(randomBytes(32));
    const tampered = Buffer.from(wrapped);
    tampered[tampered.length - 1]! ^= 1;

    await expect(masterKeyWrapping(randomBytes(32)).unwrap(wrapped)).rejects.toThrow();
    await expect(masterKeyWrapping(masterKey).unwrap(tampered)).rejects.toThrow();
  });

  it('refuses a master key that is not 32 bytes', () => {
    expect(() => masterKeyWrapping(randomBytes(16))).toThrow(/32 bytes/);
  });
});
