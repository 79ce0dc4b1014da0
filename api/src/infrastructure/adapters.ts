import { join } from 'node:path';
import type {
  BlobStore,
  Clock,
  EventStore,
  JobQueue,
  KeyStore,
  KeyValueStore,
  MessageSender,
  ReadStore,
} from '@gp/shared/server';
import type { Config } from '../config/config';
import { systemClock } from './clock/system-clock';
import type { SealingReport } from './event-store/seal-plain-events';
import { SealingEventStore } from './event-store/sealing-event-store';
import { UpcastingEventStore } from './event-store/upcasting-event-store';
import { masterKeyWrapping, unwrapped } from './key-store/master-key-wrapping';
import type { MemoryReadStore } from './read-store/memory-read-store';
import { ReadModelSnapshot } from './read-store/read-model-snapshot';
import { readModelCodeDigest } from './read-store/read-model-code';
import { openSqlite } from './sqlite/open-sqlite';

export type PortName = 'eventStore' | 'readStore' | 'keyValue' | 'jobQueue' | 'blobStore' | 'sms' | 'keyStore';

/** One adapter per port, picked by configuration; nothing else in the code knows which. */
export interface Adapters {
  eventStore: EventStore;
  readStore: ReadStore;
  keyValue: KeyValueStore;
  jobQueue: JobQueue;
  blobStore: BlobStore;
  sms: MessageSender;
  /** Every person's data key: the event store seals and opens personal fields with it. */
  keyStore: KeyStore;
  clock: Clock;
  /** The embedded read store's snapshot on disk (null with MongoDB, whose read models persist by themselves). */
  readModelSnapshot: ReadModelSnapshot | null;
  /**
   * Seals the personal fields of events written before sealing existed (`seal-personal-data`);
   * the embedded log only: KurrentDB's events cannot be rewritten in place (docs/personal-data.md).
   */
  sealPlainPersonalData(options: { dryRun: boolean }): Promise<SealingReport>;
  /** Which adapter serves each port, for /api/health and the start banner. */
  names: Record<PortName, string>;
  close(): Promise<void>;
}

export interface AdapterOverrides {
  /** A test's set clock; the machine's time otherwise. */
  clock?: Clock;
}

export async function createAdapters(
  config: Config,
  log: (line: string) => void,
  overrides: AdapterOverrides = {},
): Promise<Adapters> {
  // Loaded lazily so an embedded process never loads the production clients, and vice versa.
  const sqlite = needsSqlite(config) ? openSqlite(join(config.DATA_DIR, 'guanacaste.sqlite')) : null;
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 })
    : null;

  const storedEvents: EventStore = config.EVENTSTORE_URL
    ? (await import('./event-store/kurrent-event-store')).KurrentEventStore.connect(config.EVENTSTORE_URL)
    : new (await import('./event-store/sqlite-event-store')).SqliteEventStore(sqlite!);
  const wrapping = config.KEY_STORE_MASTER_KEY
    ? masterKeyWrapping(Buffer.from(config.KEY_STORE_MASTER_KEY, 'base64'))
    : unwrapped;
  // Never in the event log's file: a restored backup of the log must bring no erased key back.
  const keyDatabase = config.MONGODB_URL ? null : openSqlite(join(config.DATA_DIR, KEY_STORE_FILE));
  const keyStore: KeyStore = keyDatabase
    ? new (await import('./key-store/sqlite-key-store')).SqliteKeyStore(keyDatabase, wrapping)
    : await (
        await import('./key-store/mongo-key-store')
      ).MongoKeyStore.connect(config.MONGODB_URL!, config.MONGODB_DB, wrapping);
  // Every reader sees events in their current shape, personal fields opened (or erased) beneath
  // the upcasters, which may read them (a v1 description's language).
  const eventStore: EventStore = new UpcastingEventStore(new SealingEventStore(storedEvents, keyStore));
  const memoryReadStore: MemoryReadStore | null = config.MONGODB_URL
    ? null
    : new (await import('./read-store/memory-read-store')).MemoryReadStore();
  const readStore: ReadStore =
    memoryReadStore ??
    (await (
      await import('./read-store/mongo-read-store')
    ).MongoReadStore.connect(config.MONGODB_URL!, config.MONGODB_DB));
  const readModelSnapshot =
    memoryReadStore &&
    new ReadModelSnapshot(
      join(config.DATA_DIR, READ_MODEL_SNAPSHOT_FILE),
      memoryReadStore,
      eventStore,
      readModelCodeDigest,
    );
  const keyValue: KeyValueStore = redis
    ? new (await import('./key-value/redis-key-value-store')).RedisKeyValueStore(redis, { keyPrefix: 'gp:' })
    : new (await import('./key-value/sqlite-key-value-store')).SqliteKeyValueStore(sqlite!);
  const jobQueue: JobQueue = config.REDIS_URL
    ? new (await import('./job-queue/bullmq-job-queue')).BullMqJobQueue({ url: config.REDIS_URL }, { prefix: 'gp' })
    : new (await import('./job-queue/in-process-job-queue')).InProcessJobQueue(sqlite!);
  const blobStore: BlobStore =
    config.BLOB_STORE === 'gridfs'
      ? await (
          await import('./blob-store/gridfs-blob-store')
        ).GridFsBlobStore.connect(config.MONGODB_URL!, config.MONGODB_DB)
      : new (await import('./blob-store/local-blob-store')).LocalBlobStore(join(config.DATA_DIR, 'uploads'));
  const sms: MessageSender =
    config.SMS_TRANSPORT === 'twilio'
      ? new (await import('./messages/twilio-message-sender')).TwilioMessageSender({
          accountSid: config.TWILIO_ACCOUNT_SID!,
          authToken: config.TWILIO_AUTH_TOKEN!,
          from: config.TWILIO_FROM!,
          whatsappFrom: config.TWILIO_WHATSAPP_FROM,
          apiBaseUrl: config.TWILIO_API_BASE_URL,
        })
      : new (await import('./messages/console-message-sender')).ConsoleMessageSender(log);

  return {
    eventStore,
    readStore,
    keyValue,
    jobQueue,
    blobStore,
    sms,
    keyStore,
    clock: overrides.clock ?? systemClock,
    readModelSnapshot,
    async sealPlainPersonalData(options) {
      if (config.EVENTSTORE_URL)
        throw new Error('KurrentDB: seal older events by the procedure in docs/personal-data.md, not in place');
      return (await import('./event-store/seal-plain-events')).sealPlainEventsInSqlite(sqlite!, keyStore, options);
    },
    names: {
      eventStore: config.EVENTSTORE_URL ? 'kurrentdb' : 'sqlite',
      readStore: config.MONGODB_URL ? 'mongodb' : 'memory',
      keyValue: redis ? 'redis' : 'sqlite',
      jobQueue: config.REDIS_URL ? 'bullmq' : 'in-process',
      blobStore: config.BLOB_STORE === 'gridfs' ? 'gridfs' : 'local',
      sms: config.SMS_TRANSPORT,
      keyStore: keyDatabase ? 'sqlite' : 'mongodb',
    },
    async close() {
      // Producers of work first, storage last.
      await jobQueue.close();
      await Promise.allSettled([readStore.close(), blobStore.close(), eventStore.close()]);
      await Promise.allSettled([keyValue.close(), keyStore.close()]);
      sqlite?.close();
      keyDatabase?.close();
    },
  };
}

export const READ_MODEL_SNAPSHOT_FILE = 'read-models.snapshot';
/** The embedded key store's own file, beside the log's (docs/personal-data.md). */
export const KEY_STORE_FILE = 'keys.sqlite';

const needsSqlite = (config: Config) => !config.EVENTSTORE_URL || !config.REDIS_URL;
