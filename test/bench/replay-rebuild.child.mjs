// Forked by replay.bench.mjs: rebuilds the read models from the log file named in argv and
// reports timing and memory over IPC. Run with --expose-gc.
import { requireBuilt } from './support/built.mjs';
import { timed } from './support/timing.mjs';

const { openSqlite } = requireBuilt('api', 'infrastructure/sqlite/open-sqlite.js');
const { SqliteEventStore } = requireBuilt('api', 'infrastructure/event-store/sqlite-event-store.js');
const { MemoryReadStore } = requireBuilt('api', 'infrastructure/read-store/memory-read-store.js');
const { Projector, allProjections, betaKeysProjection } = requireBuilt('projections', 'index.js');

const [file] = process.argv.slice(2);
const db = openSqlite(file);
const eventStore = new SqliteEventStore(db);
const readStore = new MemoryReadStore();
const quiet = { info: () => undefined, error: (message, error) => console.error(message, error) };

globalThis.gc();
const before = process.memoryUsage();
const { ms, result } = await timed(() => Projector.rebuild(eventStore, readStore, allProjections, { logger: quiet }));
// ru_maxrss, in KiB: the highest RSS this process ever had, which the rebuild sets.
const peakRss = process.resourceUsage().maxRSS * 1024;
globalThis.gc();
const after = process.memoryUsage();

const keys = readStore.collection(betaKeysProjection.collection);
const report = {
  events: result.events,
  ms,
  rssBefore: before.rss,
  peakRss,
  heapBefore: before.heapUsed,
  heapAfter: after.heapUsed,
  keyDocuments: await keys.countDocuments(),
  consumedKeys: await keys.countDocuments({ isConsumed: true }),
};
await eventStore.close();
db.close();
// The IPC channel keeps a forked child alive: let go of it once the report is sent.
process.send(report, () => process.disconnect());
