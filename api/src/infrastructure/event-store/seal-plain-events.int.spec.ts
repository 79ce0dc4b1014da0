import { readFileSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import { streamIds } from '@gp/shared';
import { personSubject } from '@gp/shared/server';
import { SqliteKeyStore } from '../key-store/sqlite-key-store';
import { openSqlite } from '../sqlite/open-sqlite';
import { temporaryDatabaseFile } from '../sqlite/temporary-database-file';
import { collect } from './event-store.contract';
import { sealPlainEventsInSqlite } from './seal-plain-events';
import { SealingEventStore } from './sealing-event-store';
import { SqliteEventStore } from './sqlite-event-store';
import { UpcastingEventStore } from './upcasting-event-store';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = '2026-10-01T00:00:00.000Z';

/** The log as today's main wrote it: plain text, a v1 description among it. */
const writtenBeforeSealing = [
  {
    stream: streamIds.user('u1'),
    events: [
      {
        id: id(1),
        type: 'UserRegistered',
        data: {
          userId: 'u1',
          email: 'carla.solis@example.com',
          isAnonymous: false,
          preferredLang: 'es',
          registeredAt: at,
        },
        metadata: { actorId: 'u1' },
      },
      {
        id: id(2),
        type: 'DisplayNameChanged',
        data: { userId: 'u1', displayName: 'Fontanería Carla Solís', changedAt: at },
        metadata: { actorId: 'u1' },
      },
      {
        id: id(3),
        type: 'ProfileDescribed',
        data: { userId: 'u1', description: 'Reparo fugas y tanques en Tamarindo desde 2010', describedAt: at },
        metadata: { actorId: 'u1' },
      },
      {
        id: id(4),
        type: 'ServicesChosen',
        data: { userId: 'u1', serviceIds: ['plumbing'], chosenAt: at },
        metadata: { actorId: 'u1' },
      },
    ],
  },
  {
    stream: streamIds.lead('l1'),
    events: [
      {
        id: id(5),
        type: 'LeadSent',
        data: {
          leadId: 'l1',
          proId: 'u1',
          senderId: null,
          name: 'Mauricio Arias',
          phoneNumber: '+50687776655',
          message: 'Tengo una fuga debajo del fregadero',
          lang: 'es',
          sentAt: at,
        },
        metadata: { actorId: null },
      },
    ],
  },
];
const SECRETS = [
  'carla.solis@example.com',
  'Fontanería Carla Solís',
  'Reparo fugas',
  'Mauricio Arias',
  '+50687776655',
  'debajo del fregadero',
];

describe('Sealing the plain personal fields of a log written before sealing (SQLite)', () => {
  let logFile: ReturnType<typeof temporaryDatabaseFile>;
  let keyFile: ReturnType<typeof temporaryDatabaseFile>;
  let db: Database;
  let keyDb: Database;
  let keys: SqliteKeyStore;

  const fileText = () => {
    db.pragma('wal_checkpoint(TRUNCATE)');
    return readFileSync(logFile.file).toString('utf8');
  };
  const readAsEveryReaderDoes = async () =>
    (await collect(new UpcastingEventStore(new SealingEventStore(new SqliteEventStore(db), keys)).readAll())).map(
      ({ position, revision, streamId, id: eventId, type, data, metadata }) => ({
        position,
        revision,
        streamId,
        eventId,
        type,
        data,
        metadata,
      }),
    );
  const keyCount = () => (keyDb.prepare('SELECT COUNT(*) AS n FROM subject_keys').get() as { n: number }).n;

  beforeEach(async () => {
    logFile = temporaryDatabaseFile();
    keyFile = temporaryDatabaseFile();
    db = openSqlite(logFile.file);
    keyDb = openSqlite(keyFile.file);
    keys = new SqliteKeyStore(keyDb);
    const raw = new SqliteEventStore(db);
    for (const { stream, events } of writtenBeforeSealing)
      await raw.appendToStream(stream, events, { expectedRevision: 'no_stream' });
  });

  afterEach(() => {
    db.close();
    keyDb.close();
    logFile.remove();
    keyFile.remove();
  });

  it('reports in a dry run what it would seal, and changes nothing', async () => {
    const before = await readAsEveryReaderDoes();

    const report = await sealPlainEventsInSqlite(db, keys, { dryRun: true });

    expect(report).toEqual({
      dryRun: true,
      events: 4,
      fields: {
        'UserRegistered.email': 1,
        'DisplayNameChanged.displayName': 1,
        'ProfileDescribed.description': 1,
        'LeadSent.name': 1,
        'LeadSent.phoneNumber': 1,
        'LeadSent.message': 1,
      },
    });
    for (const secret of SECRETS) expect(fileText()).toContain(secret);
    expect(keyCount()).toBe(0);
    expect(await readAsEveryReaderDoes()).toEqual(before);
  });

  it('seals every plain field: the file holds none, every reader sees the same events, a second run finds nothing', async () => {
    const before = await readAsEveryReaderDoes();

    const report = await sealPlainEventsInSqlite(db, keys, { dryRun: false });

    expect(report.events).toBe(4);
    const text = fileText();
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    // Positions, revisions, ids, metadata and (upcast, opened) data are as they were.
    expect(await readAsEveryReaderDoes()).toEqual(before);
    expect(await sealPlainEventsInSqlite(db, keys, { dryRun: false })).toEqual({
      dryRun: false,
      events: 0,
      fields: {},
    });
  });

  it('writes a forgotten person’s plain fields as erased, not sealed under a new key', async () => {
    await keys.destroy(personSubject('u1'), new Date('2026-11-01T00:00:00.000Z'));

    await sealPlainEventsInSqlite(db, keys, { dryRun: false });

    const events = await readAsEveryReaderDoes();
    const registered = events.find((event) => event.type === 'UserRegistered')!;
    expect((registered.data as { email: string | null }).email).toBeNull();
    expect(fileText()).not.toContain('carla.solis@example.com');
    // The request has its own key: it is sealed, and opens.
    expect(events.find((event) => event.type === 'LeadSent')!.data).toMatchObject({ name: 'Mauricio Arias' });
  });
});
