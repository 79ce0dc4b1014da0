import {
  type AnyBulkWriteOperation,
  type ChangeStream,
  type Collection,
  type Db,
  type Filter as MongoFilter,
  MongoClient,
  MongoServerError,
  type UpdateFilter,
} from 'mongodb';
import {
  type Doc,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadCollection,
  type ReadStore,
  type UpdateResult,
  type UpdateSpec,
} from '@gp/shared/server';
import { withInsertedId } from './upsert-seed';

/** The production ReadStore: MongoDB (a replica set in docker-compose). */
export class MongoReadStore implements ReadStore {
  /** One change stream per watched collection, shared by its listeners. */
  private readonly feeds = new Map<
    string,
    { stream: ChangeStream<Doc>; listeners: Set<(documentId: string) => void> }
  >();

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /** dbName defaults to the database named in the URL (or the driver's default). */
  static async connect(url: string, dbName?: string): Promise<MongoReadStore> {
    const client = await MongoClient.connect(url);
    return new MongoReadStore(client, client.db(dbName));
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    return new MongoCollection<T>(this.db.collection<Doc>(name));
  }

  /**
   * MongoDB change streams (a replica set is required, as in production): a write by any process
   * reaches the listeners of every process. A broken stream is reopened.
   */
  watch(collection: string, listener: (documentId: string) => void): () => void {
    let feed = this.feeds.get(collection);
    if (!feed) {
      feed = { stream: this.openStream(collection), listeners: new Set() };
      this.feeds.set(collection, feed);
    }
    feed.listeners.add(listener);
    return () => {
      feed.listeners.delete(listener);
      if (feed.listeners.size === 0 && this.feeds.get(collection) === feed) {
        this.feeds.delete(collection);
        void feed.stream.close();
      }
    };
  }

  private openStream(collection: string): ChangeStream<Doc> {
    const stream = this.db.collection<Doc>(collection).watch([], { fullDocument: 'default' });
    stream.on('change', (change) => {
      if (!('documentKey' in change)) return;
      const id = String(change.documentKey._id);
      this.feeds.get(collection)?.listeners.forEach((listener) => listener(id));
    });
    stream.on('error', () => {
      const feed = this.feeds.get(collection);
      if (feed?.stream === stream) feed.stream = this.openStream(collection);
    });
    return stream;
  }

  /** Test clean-up only: removes the whole database this store was opened on. */
  async dropDatabase(): Promise<void> {
    await this.db.dropDatabase();
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    await Promise.all([...this.feeds.values()].map((feed) => feed.stream.close()));
    this.feeds.clear();
    await this.client.close();
  }
}

class MongoCollection<T extends Doc> implements ReadCollection<T> {
  constructor(private readonly collection: Collection<Doc>) {}

  async drop(): Promise<void> {
    try {
      await this.collection.drop();
    } catch (error) {
      // Servers before 7.0 refuse to drop a missing collection (NamespaceNotFound).
      if (!(error instanceof MongoServerError && error.code === 26)) throw error;
    }
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    return (await this.collection.find(filter as MongoFilter<Doc>, options).toArray()) as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<T | null> {
    return (await this.collection.findOne(filter as MongoFilter<Doc>, options)) as T | null;
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return this.collection.countDocuments(filter as MongoFilter<Doc>);
  }

  /** Two queries, in parallel: MongoDB walks its own indexes for each. */
  async findWithTotal(filter: Filter, options: FindOptions): Promise<{ items: T[]; total: number }> {
    const [items, total] = await Promise.all([this.find(filter, options), this.countDocuments(filter)]);
    return { items, total };
  }

  async replaceOne(filter: Filter, document: T, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const result = await this.mappingDuplicateKey(() =>
      this.collection.replaceOne(filter as MongoFilter<Doc>, document, { upsert: options.upsert ?? false }),
    );
    return { matchedCount: result.matchedCount, modifiedCount: result.modifiedCount, upsertedId: result.upsertedId };
  }

  async updateOne(filter: Filter, update: UpdateSpec, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const upsert = options.upsert ?? false;
    const operators = (upsert ? withInsertedId(filter, update) : update) as UpdateFilter<Doc>;
    const result = await this.mappingDuplicateKey(() =>
      this.collection.updateOne(filter as MongoFilter<Doc>, operators, { upsert }),
    );
    return { matchedCount: result.matchedCount, modifiedCount: result.modifiedCount, upsertedId: result.upsertedId };
  }

  async writeBatch(upserts: readonly T[], deleteIds: readonly string[] = []): Promise<void> {
    const operations: AnyBulkWriteOperation<Doc>[] = [
      ...upserts.map((document) => ({
        replaceOne: { filter: { _id: document._id }, replacement: document, upsert: true },
      })),
      ...deleteIds.map((_id) => ({ deleteOne: { filter: { _id } } })),
    ];
    // MongoDB refuses an empty bulk write.
    if (operations.length === 0) return;
    await this.mappingDuplicateKey(() => this.collection.bulkWrite(operations, { ordered: true }));
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    const { deletedCount } = await this.collection.deleteOne(filter as MongoFilter<Doc>);
    return { deletedCount };
  }

  async deleteMany(filter: Filter = {}): Promise<{ deletedCount: number }> {
    const { deletedCount } = await this.collection.deleteMany(filter as MongoFilter<Doc>);
    return { deletedCount };
  }

  async createIndex(index: IndexSpec): Promise<void> {
    // `unique: false` is left out rather than sent, so a re-declared index always compares equal.
    const options = index.unique ? { name: index.name, unique: true } : { name: index.name };
    await this.mappingDuplicateKey(() => this.collection.createIndex(index.keys, options));
  }

  private async mappingDuplicateKey<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof MongoServerError && error.code === 11000) {
        throw new DuplicateKeyError(this.collection.collectionName, duplicatedIndexName(error));
      }
      throw error;
    }
  }
}

/** E11000 messages read "… index: <name> dup key: { … }". */
function duplicatedIndexName(error: MongoServerError): string {
  return /index: (\S+) dup key/.exec(error.message)?.[1] ?? 'unknown';
}
