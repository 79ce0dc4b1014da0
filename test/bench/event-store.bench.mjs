// Section 1: appends per second through the EventStore port (SqliteEventStore) against bare
// better-sqlite3 INSERTs into a table of the same shape, both durable (WAL, synchronous=FULL) as
// in production. The fsync per commit dominates there, so one more workload runs without it
// (synchronous=OFF) to show the port's own CPU cost: expectation check, idempotency lookup.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { requireBuilt } from './support/built.mjs';
import { betaKeyIssued, timestamp } from './support/events.mjs';
import { format, printTable } from './support/report.mjs';
import { withTempDir } from './support/temp-dir.mjs';
import { median, timed } from './support/timing.mjs';

const { openSqlite } = requireBuilt('api', 'infrastructure/sqlite/open-sqlite.js');
const { EVENT_LOG_SCHEMA, SqliteEventStore } = requireBuilt('api', 'infrastructure/event-store/sqlite-event-store.js');

export const title = 'Event appends (SQLite file in WAL mode)';

/** Rounds alternate port and raw runs, so a slow patch of the disk hurts both alike. */
const ROUNDS = 3;
const WORKLOADS = [
  { label: '1 event per call', synchronous: 'FULL', streams: 500, callsPerStream: 2, eventsPerCall: 1 },
  { label: '10 events per call', synchronous: 'FULL', streams: 200, callsPerStream: 2, eventsPerCall: 10 },
  { label: '1 event per call, no fsync', synchronous: 'OFF', streams: 2_000, callsPerStream: 2, eventsPerCall: 1 },
];

export async function run() {
  await withTempDir('appends', async (dir) => {
    const writers = [portWriter(join(dir, 'port.sqlite')), rawWriter(join(dir, 'raw.sqlite'))];
    try {
      const rows = [];
      for (const workload of WORKLOADS) rows.push(...(await measure(workload, writers)));
      printTable(
        'SqliteEventStore.appendToStream vs raw better-sqlite3 INSERT',
        [
          'writer',
          'events/round',
          'calls/round',
          'median wall',
          'events/s (median)',
          'events/s (min–max)',
          'per call',
          'port ÷ raw',
        ],
        rows,
        [
          `${ROUNDS} rounds per writer, alternating; every call is one commit, fsynced (synchronous=FULL) unless "no fsync"`,
          '(synchronous=OFF). Streams are appended round-robin with the expected revision of their last event (no_stream',
          'for the first). Raw rows are serialised with JSON.stringify too, so "port ÷ raw" (per call time) is the port itself.',
        ],
      );
    } finally {
      for (const writer of writers) await writer.close();
    }
  });
}

/** Runs one workload ROUNDS times per writer (plus an unmeasured warm-up) and returns a table row per writer. */
async function measure(workload, writers) {
  const wallTimes = new Map(writers.map((writer) => [writer, []]));
  for (const writer of writers) writer.db.pragma(`synchronous = ${workload.synchronous}`);
  for (const writer of writers) await appendAll(writer, plannedCalls({ ...workload, streams: 20 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const writer of writers) {
      const calls = plannedCalls(workload);
      wallTimes.get(writer).push((await timed(() => appendAll(writer, calls))).ms);
    }
  }
  const callsPerRound = workload.streams * workload.callsPerStream;
  const eventsPerRound = callsPerRound * workload.eventsPerCall;
  const medianOf = (writer) => median(wallTimes.get(writer));
  const rawMedian = medianOf(writers.find((writer) => writer.isBaseline));
  return writers.map((writer) => {
    const times = wallTimes.get(writer);
    const rate = (ms) => (eventsPerRound / ms) * 1000;
    return [
      `${writer.name}, ${workload.label}`,
      format.count(eventsPerRound),
      format.count(callsPerRound),
      format.ms(medianOf(writer)),
      format.rate(rate(medianOf(writer))),
      `${format.count(rate(Math.max(...times)))}–${format.count(rate(Math.min(...times)))}`,
      format.micros(medianOf(writer) / callsPerRound),
      writer.isBaseline ? '—' : format.ratio(medianOf(writer) / rawMedian),
    ];
  });
}

/** The calls of one round, built before the clock starts: fresh streams, each appended `callsPerStream` times. */
function plannedCalls({ streams, callsPerStream, eventsPerCall }) {
  const keyIds = Array.from({ length: streams }, () => randomUUID());
  const calls = [];
  for (let pass = 0; pass < callsPerStream; pass++) {
    const firstRevision = pass * eventsPerCall;
    for (const keyId of keyIds) {
      const events = Array.from({ length: eventsPerCall }, (_, index) =>
        betaKeyIssued(keyId, timestamp(firstRevision + index), 'admin-bench'),
      );
      calls.push({
        streamId: `betakey-${keyId}`,
        events,
        firstRevision,
        expectedRevision: pass === 0 ? 'no_stream' : firstRevision - 1,
      });
    }
  }
  return calls;
}

async function appendAll(writer, calls) {
  for (const call of calls) await writer.append(call);
}

function portWriter(file) {
  const db = openSqlite(file);
  const store = new SqliteEventStore(db);
  return {
    name: 'EventStore port',
    isBaseline: false,
    db,
    append: (call) => store.appendToStream(call.streamId, call.events, { expectedRevision: call.expectedRevision }),
    async close() {
      await store.close();
      db.close();
    },
  };
}

/**
 * One INSERT per event: alone it commits by itself (autocommit); a batch shares one transaction.
 * Opened by openSqlite so both writers run with the very same pragmas.
 */
function rawWriter(file) {
  const db = openSqlite(file);
  db.exec(EVENT_LOG_SCHEMA);
  const insert = db.prepare(
    'INSERT INTO event_log (stream_id, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertEvents = ({ streamId, events, firstRevision }) => {
    const recordedAt = new Date().toISOString();
    events.forEach((event, index) => {
      insert.run(
        streamId,
        firstRevision + index,
        event.id,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        recordedAt,
      );
    });
  };
  const insertInTransaction = db.transaction(insertEvents);
  return {
    name: 'raw better-sqlite3',
    isBaseline: true,
    db,
    append: (call) => (call.events.length === 1 ? insertEvents(call) : insertInTransaction(call)),
    close: () => db.close(),
  };
}
