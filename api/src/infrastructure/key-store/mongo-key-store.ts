import { randomBytes } from 'node:crypto';
import { Binary, type Collection, type Db, MongoClient, MongoServerError } from 'mongodb';
import { DATA_KEY_BYTES, type KeyStore, type KeyWrapping, type SubjectKey } from '@gp/shared/server';

interface SubjectKeyDocument {
  _id: string;
  wrappedKey: Binary | null;
  destroyedAt: string | null;
}

const DUPLICATE_KEY = 11000;
const isDuplicateKey = (error: unknown) => error instanceof MongoServerError && error.code === DUPLICATE_KEY;

/**
 * The production KeyStore: a MongoDB collection (`subjectKeys`), never the event log, with every
 * data key wrapped by the configured KeyWrapping (a master key, or a cloud KMS in its place). A
 * destroyed key leaves a document with no key and the time: the tombstone.
 */
export class MongoKeyStore implements KeyStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly wrapping: KeyWrapping,
  ) {
    this.keys = db.collection<SubjectKeyDocument>(MongoKeyStore.collection);
  }

  static readonly collection = 'subjectKeys';
  private readonly keys: Collection<SubjectKeyDocument>;

  static async connect(url: string, dbName: string | undefined, wrapping: KeyWrapping): Promise<MongoKeyStore> {
    const client = await MongoClient.connect(url);
    return new MongoKeyStore(client, client.db(dbName), wrapping);
  }

  async obtain(subject: string): Promise<SubjectKey> {
    const found = await this.find(subject);
    if (found) return found;
    const wrappedKey = new Binary(await this.wrapping.wrap(randomBytes(DATA_KEY_BYTES)));
    try {
      await this.keys.insertOne({ _id: subject, wrappedKey, destroyedAt: null });
    } catch (error) {
      // Another caller made the subject's key first: theirs is the key.
      if (!isDuplicateKey(error)) throw error;
    }
    return (await this.find(subject))!;
  }

  async find(subject: string): Promise<SubjectKey | null> {
    const document = await this.keys.findOne({ _id: subject });
    if (!document) return null;
    if (document.destroyedAt !== null) return { state: 'destroyed', destroyedAt: document.destroyedAt };
    return { state: 'live', key: await this.wrapping.unwrap(Buffer.from(document.wrappedKey!.buffer)) };
  }

  async destroy(subject: string, at: Date): Promise<boolean> {
    try {
      // Matches a live key, or makes the tombstone; an existing tombstone does not match, and the
      // upsert's insert then collides with it: already destroyed.
      const result = await this.keys.updateOne(
        { _id: subject, destroyedAt: null },
        { $set: { wrappedKey: null, destroyedAt: at.toISOString() } },
        { upsert: true },
      );
      return result.matchedCount + result.upsertedCount > 0;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
