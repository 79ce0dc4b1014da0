// Forked by replay.bench.mjs with the server's environment and --expose-gc: reads the log file named
// in argv, either into the read models ("rebuild") or through readAll alone ("raw", the baseline),
// and reports timing and memory over IPC.
import { requireBuilt } from './support/built.mjs';
import { timed } from './support/timing.mjs';

const { openSqlite } = requireBuilt('api', 'infrastructure/sqlite/open-sqlite.js');
const { SqliteEventStore } = requireBuilt('api', 'infrastructure/event-store/sqlite-event-store.js');
const { MemoryReadStore } = requireBuilt('api', 'infrastructure/read-store/memory-read-store.js');
const { Projector, allProjections, betaKeysProjection } = requireBuilt('projections', 'index.js');

const [file, mode] = process.argv.slice(2);
const db = openSqlite(file);
const eventStore = new SqliteEventStore(db);
const quiet = { info: () => undefined, error: (message, error) => console.error(message, error) };

/** The read models from the whole log, as a first start builds them. */
async function rebuild() {
  const readStore = new MemoryReadStore();
  const { ms, cpuMs, result } = await timed(() =>
    Projector.rebuild(eventStore, readStore, allProjections, { logger: quiet }),
  );
  const keys = readStore.collection(betaKeysProjection.collection);
  return {
    events: result.events,
    ms,
    cpuMs,
    keyDocuments: await keys.countDocuments(),
    consumedKeys: await keys.countDocuments({ isConsumed: true }),
  };
}

/** The baseline: the same log read through readAll, each event dropped at once. */
async function rawRead() {
  const {
    ms,
    cpuMs,
    result: events,
  } = await timed(async () => {
    let count = 0;
    for await (const _event of eventStore.readAll()) count += 1;
    return count;
  });
  return { events, ms, cpuMs };
}

globalThis.gc();
const before = process.memoryUsage();
const measured = mode === 'raw' ? await rawRead() : await rebuild();
// ru_maxrss, in KiB: the highest RSS this process ever had, which the measured work sets.
const peakRss = process.resourceUsage().maxRSS * 1024;
globalThis.gc();
const after = process.memoryUsage();
await eventStore.close();
db.close();
const report = { ...measured, rssBefore: before.rss, peakRss, heapBefore: before.heapUsed, heapAfter: after.heapUsed };
// The IPC channel keeps a forked child alive: let go of it once the report is sent.
process.send(report, () => process.disconnect());
