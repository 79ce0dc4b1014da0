// Section 2: replaying a 100,000-event log into the read models, as the embedded process does on
// a first start (or without its read-model snapshot). The log is seeded first; the rebuild then runs alone in a fresh child process so
// that its peak RSS is its own.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { serverEnv } from '../../scripts/server-process.mjs';
import { spawnApi, START_TIMEOUT_MS } from './support/api-server.mjs';
import { requireBuilt } from './support/built.mjs';
import { nextMessage, stopChild } from './support/child-processes.mjs';
import { betaKeyConsumed, betaKeyIssued, timestamp, userRegistered } from './support/events.mjs';
import { format, printTable, spread } from './support/report.mjs';
import { withTempDir } from './support/temp-dir.mjs';
import { timed } from './support/timing.mjs';

const { openSqlite } = requireBuilt('api', 'infrastructure/sqlite/open-sqlite.js');
const { SqliteEventStore } = requireBuilt('api', 'infrastructure/event-store/sqlite-event-store.js');
const { allProjections } = requireBuilt('projections', 'index.js');
const { READ_MODEL_SNAPSHOT_FILE } = requireBuilt('api', 'infrastructure/adapters.js');

export const title = 'Replay: Projector.rebuild from SQLite into MemoryReadStore, and npm start on that log';

/**
 * The history, in blocks of 20 events: an admin issues 12 beta keys, then 4 new users register
 * and each consumes one of the oldest unused keys.
 */
const BLOCKS = 5_000;
const KEYS_PER_BLOCK = 12;
const SIGN_UPS_PER_BLOCK = 4;
const ADMIN_ID = 'admin-bench';
const REBUILD_TIMEOUT_MS = 5 * 60_000;
/** Each timed figure is the median of this many runs: this machine's speed drifts within a minute. */
const ROUNDS = 3;
const rebuildChild = fileURLToPath(new URL('./replay-rebuild.child.mjs', import.meta.url));

export async function run() {
  await withTempDir('replay', async (dir) => {
    const file = join(dir, 'events.sqlite');
    const seeding = await timed(() => seedHistory(file));
    const rebuilds = [];
    const raws = [];
    for (let round = 0; round < ROUNDS; round++) {
      rebuilds.push(await readInChild(file, 'rebuild'));
      raws.push(await readInChild(file, 'raw'));
    }
    const withLog = dataDirHolding(dir, 'data-with-log', file);
    const emptyLog = dataDirHolding(dir, 'data-empty', null);
    const start = await firstPageAfterStart(withLog);
    // A first start also caches the server renderer's compiled code (DATA_DIR/code-cache); the
    // empty log's first start does the same, so that the baseline compares restarts with restarts.
    const firstEmptyStart = await firstPageAfterStart(emptyLog);
    // The same folder again, as every later `npm start` finds it: the reactors' checkpoints, the
    // read models' snapshot and the code cache are kept. Then without the snapshot, which each such
    // start writes again.
    const restarts = [];
    const replayingRestarts = [];
    const emptyStarts = [];
    for (let round = 0; round < ROUNDS; round++) {
      restarts.push(await firstPageAfterStart(withLog));
      rmSync(join(withLog, READ_MODEL_SNAPSHOT_FILE));
      replayingRestarts.push(await firstPageAfterStart(withLog));
      emptyStarts.push(await firstPageAfterStart(emptyLog));
    }
    const mix = seeding.result;
    const events = rebuilds[0].events;
    const rate = ({ events: count, ms }) => (count / ms) * 1000;
    const rebuildRates = rebuilds.map(rate);
    // The memory figures of the round with the median time.
    const rebuild = [...rebuilds].sort((a, b) => a.ms - b.ms)[Math.floor(ROUNDS / 2)];
    printTable(
      'Projector.rebuild(allProjections) of the whole log',
      ['measure', 'value'],
      [
        ['events replayed', format.count(events)],
        [
          'wall time',
          spread(
            rebuilds.map(({ ms }) => ms),
            format.ms,
          ),
        ],
        ['events/s', spread(rebuildRates, format.rate)],
        ['baseline: raw log read (readAll, no projection), events/s', spread(raws.map(rate), format.rate)],
        [
          'ratio replay ÷ raw read',
          spread(
            rebuildRates.map((replay, round) => replay / rate(raws[round])),
            format.ratio,
          ),
        ],
        [
          'CPU time: replay / raw read',
          `${spread(
            rebuilds.map(({ cpuMs }) => cpuMs),
            format.ms,
          )} / ${spread(
            raws.map(({ cpuMs }) => cpuMs),
            format.ms,
          )}`,
        ],
        [
          'ratio by CPU time (raw read ÷ replay)',
          spread(
            raws.map(({ cpuMs }, round) => cpuMs / rebuilds[round].cpuMs),
            format.ratio,
          ),
        ],
        [
          'peak RSS delta',
          `${format.bytes(rebuild.peakRss - rebuild.rssBefore)} (peak RSS ${format.bytes(rebuild.peakRss)})`,
        ],
        ['heap retained after GC', format.bytes(rebuild.heapAfter - rebuild.heapBefore)],
        [
          'betaKeys documents',
          `${format.count(rebuild.keyDocuments)} (${format.count(rebuild.consumedKeys)} consumed)`,
        ],
      ],
      [
        `Log: ${mix.issued} BetaKeyIssued, ${mix.consumed} BetaKeyConsumed, ${mix.registered} UserRegistered (folded by ${projectionsFolding('UserRegistered')}).`,
        `Seeded through SqliteEventStore in ${format.seconds(seeding.ms)} (synchronous=OFF for seeding only); each rebuild and each raw`,
        'read reads it with readAll from the file opened by openSqlite, in a fresh process (node --expose-gc, GC before the',
        "memory baseline). CPU time is the process's user + system time meanwhile (the collector's threads too): the",
        "virtual machine's neighbours stretch it less than the wall time, so its ratio is the steadier comparison.",
        `${ROUNDS} rounds of a rebuild then the raw read: each figure is the median of its rounds [range]; memory is the median-time round's.`,
      ],
    );
    const startMs = (starts) => starts.map(({ ms }) => ms);
    const seenIn = (starts) => [...new Set(starts.map(({ healthSeen }) => healthSeen))].join(' / ');
    printTable(
      '`node api/dist/main.js all` (what npm start runs, already built) to the first served page',
      ['log', 'first /en answered 200 after', 'health while starting'],
      [
        [`${format.count(events)} events, first start`, format.ms(start.ms), start.healthSeen],
        [
          `${format.count(events)} events, restarted (read-model snapshot)`,
          spread(startMs(restarts), format.ms),
          seenIn(restarts),
        ],
        [
          `${format.count(events)} events, restarted without the snapshot`,
          spread(startMs(replayingRestarts), format.ms),
          seenIn(replayingRestarts),
        ],
        ['empty log, first start', format.ms(firstEmptyStart.ms), firstEmptyStart.healthSeen],
        ['baseline: empty log, restarted', spread(startMs(emptyStarts), format.ms), seenIn(emptyStarts)],
        [
          'ratio restarted ÷ empty',
          spread(
            restarts.map(({ ms }, round) => ms / emptyStarts[round].ms),
            format.ratio,
          ),
          '',
        ],
      ],
      [
        'From spawning the process to the first 200 for /en; health is polled every 20 ms meanwhile (statuses seen, and the',
        'replay progress it reported). A first start also runs the reactors over the whole log, saves the read models',
        `(${READ_MODEL_SNAPSHOT_FILE}), and caches the server renderer's compiled code; a restart finds the reactors'`,
        'checkpoints in the KeyValue port, the code cache, and reads the read models back from the snapshot, or, with the',
        'snapshot deleted, replays them from the whole log. The baseline is a restart on an empty log. Each first start once;',
        `then ${ROUNDS} rounds of the three restarts: each figure is the median of its rounds [range].`,
      ],
    );
  });
}

/** A data directory holding `logFile` (or nothing) as its database. */
function dataDirHolding(dir, name, logFile) {
  const dataDir = join(dir, name);
  mkdirSync(dataDir, { recursive: true });
  if (logFile) copyFileSync(logFile, join(dataDir, 'guanacaste.sqlite'));
  return dataDir;
}

/** Starts the built server on `dataDir` and times the first 200 for /en, noting what the health check said on the way. */
async function firstPageAfterStart(dataDir) {
  const began = performance.now();
  const { child, origin } = await spawnApi(dataDir, { SEED_DEMO: 'false' });
  child.stdout.resume();
  child.stderr.resume();
  const seen = [];
  try {
    for (;;) {
      if (performance.now() - began > START_TIMEOUT_MS) throw new Error('The server did not serve /en in time');
      if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
      const health = await fetch(`${origin}/api/health`).then(
        (response) => response.json(),
        () => null,
      );
      if (health) {
        const note =
          health.status === 'replaying'
            ? `replaying ${health.projector.position}/${health.projector.head}`
            : health.status;
        if (seen.at(-1) !== note) seen.push(note);
      }
      if (health?.status === 'ok') {
        const page = await fetch(`${origin}/en`);
        if (page.status === 200) return { ms: performance.now() - began, healthSeen: seen.join(' → ') };
      }
      await delay(20);
    }
  } finally {
    await stopChild(child);
  }
}

async function seedHistory(file) {
  const db = openSqlite(file);
  // Seeding is set-up, not the measurement: no fsync per commit.
  db.pragma('synchronous = OFF');
  const store = new SqliteEventStore(db);
  const append = (streamId, event, expectedRevision) => store.appendToStream(streamId, [event], { expectedRevision });
  const keyIds = [];
  let step = 0;
  try {
    for (let block = 0; block < BLOCKS; block++) {
      for (let index = 0; index < KEYS_PER_BLOCK; index++) {
        const keyId = randomUUID();
        keyIds.push(keyId);
        await append(`betakey-${keyId}`, betaKeyIssued(keyId, timestamp(step++), ADMIN_ID), 'no_stream');
      }
      for (let index = 0; index < SIGN_UPS_PER_BLOCK; index++) {
        const userId = randomUUID();
        const keyId = keyIds[block * SIGN_UPS_PER_BLOCK + index];
        await append(`user-${userId}`, userRegistered(userId, timestamp(step++)), 'no_stream');
        await append(`betakey-${keyId}`, betaKeyConsumed(keyId, userId, timestamp(step++)), 0);
      }
    }
  } finally {
    await store.close();
    db.close();
  }
  const signUps = format.count(BLOCKS * SIGN_UPS_PER_BLOCK);
  return { issued: format.count(keyIds.length), consumed: signUps, registered: signUps };
}

/** Reads the log in a fresh process run as the server runs: into the read models ("rebuild") or alone ("raw"). */
async function readInChild(file, mode) {
  const child = fork(rebuildChild, [file, mode], {
    execArgv: ['--expose-gc'],
    env: serverEnv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    return await nextMessage(child, REBUILD_TIMEOUT_MS);
  } finally {
    await stopChild(child);
  }
}

/** The projections that handle an event type: what replaying it costs depends on them. */
const projectionsFolding = (type) =>
  allProjections
    .filter((projection) => projection.handles.includes(type))
    .map((projection) => projection.name)
    .join(', ');
