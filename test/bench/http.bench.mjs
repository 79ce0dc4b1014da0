// Section 3: the real built server (embedded adapters, demo data) under autocannon, next to bare
// servers answering the same bytes: a bare Fastify route for the JSON reads, so the framework and
// app overhead per request shows, and a bare node:http file server for a static asset.
import { fork } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  demoAdminCookies,
  firstListedProId,
  LOOPBACK,
  START_TIMEOUT_MS,
  startApi,
  withServer,
} from './support/api-server.mjs';
import { repoRoot } from './support/built.mjs';
import { nextMessage, stopChild } from './support/child-processes.mjs';
import { format, printTable, spread } from './support/report.mjs';
import { withTempDir } from './support/temp-dir.mjs';
import { percentile } from './support/timing.mjs';

export const title =
  'HTTP: an admin list, a public profile and a static asset under autocannon, each next to a bare server';

const LIST_PATH = '/api/v1/admin/beta-keys?pageSize=25';
const KEYS_TO_ISSUE = 200;
const LIST_ROUTE = '/api/v1/admin/beta-keys';
const PROFILE_ROUTE = '/api/v1/profiles/:userId';
/**
 * Each figure is taken in rounds, the API and its bare twin one after the other, and reported as
 * the median round: on a machine whose speed drifts (a shared 2-core VM's does, by half within a
 * minute), a single long run of each would time the drift.
 */
const ROUNDS = 5;
const LOAD = { connections: 10, duration: 4, warmup: { connections: 10, duration: 1 } };
/** The profile is the hot public read: more connections, as many visitors at once would make. */
const PROFILE_LOAD = { ...LOAD, connections: 50, warmup: { connections: 50, duration: 1 } };
/** What browsers over HTTPS ask for; the builds write a .br copy beside each script. */
const STATIC_ENCODING = 'br';
/** Connection-level headers, the bare server's own business. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'date', 'transfer-encoding'];
const bareFastifyFile = fileURLToPath(new URL('./bare-fastify.child.mjs', import.meta.url));
const bareStaticFile = fileURLToPath(new URL('./bare-static.child.mjs', import.meta.url));

export async function run() {
  const script = largestPublicScript();
  const figures = await withTempDir('http', (dataDir) =>
    withServer(
      () => startApi(dataDir),
      async (origin, api) => {
        const session = await demoAdminSession(origin);
        const position = await issueBetaKeys(origin, session, KEYS_TO_ISSUE);
        // X-Min-Position: the list reflects every key issued before the load starts.
        const response = await send(origin, 'GET', LIST_PATH, {
          cookie: session,
          headers: { 'x-min-position': String(position) },
          expectStatus: 200,
        });
        const listSample = await response.text();
        const profilePath = `/api/v1/profiles/${await firstListedProId(origin)}`;
        const profileSample = await (await send(origin, 'GET', profilePath, { expectStatus: 200 })).text();
        const assetHeaders = await precompressedHeaders(origin, script);
        const apiTarget = (path, headers) => ({ origin, pid: api.child.pid, path, headers });
        return {
          listSample,
          profileSample,
          profilePath,
          list: await withServer(
            () => startBareServer(bareFastifyFile, { route: LIST_ROUTE, body: listSample }),
            (bareOrigin, bare) =>
              inRounds(apiTarget(LIST_PATH, { cookie: session }), {
                origin: bareOrigin,
                pid: bare.child.pid,
                path: LIST_PATH,
                headers: { cookie: session },
              }),
          ),
          profile: await withServer(
            () => startBareServer(bareFastifyFile, { route: PROFILE_ROUTE, body: profileSample }),
            (bareOrigin, bare) =>
              inRounds(
                apiTarget(profilePath, {}),
                { origin: bareOrigin, pid: bare.child.pid, path: profilePath, headers: {} },
                PROFILE_LOAD,
              ),
          ),
          asset: await withServer(
            () => startBareServer(bareStaticFile, { path: script.path, file: script.file, headers: assetHeaders }),
            (bareOrigin, bare) => {
              const headers = { 'accept-encoding': STATIC_ENCODING };
              return inRounds(apiTarget(script.path, headers), {
                origin: bareOrigin,
                pid: bare.child.pid,
                path: script.path,
                headers,
              });
            },
          ),
        };
      },
    ),
  );

  printLoads(
    `GET ${LIST_PATH}, admin session: ${LOAD.connections} connections, same request and ${format.bytes(Buffer.byteLength(figures.listSample))} JSON body`,
    figures.list,
  );
  printLoads(
    `GET ${PROFILE_ROUTE} (a public demo profile, no cookie): ${PROFILE_LOAD.connections} connections, ${format.bytes(Buffer.byteLength(figures.profileSample))} JSON body`,
    figures.profile,
  );
  printLoads(
    `GET ${script.path} (web-public's largest script), Accept-Encoding: ${STATIC_ENCODING}: ${LOAD.connections} connections, the ${format.bytes(statSync(script.file).size)} precompressed copy`,
    figures.asset,
    'bare node:http file server',
  );
  console.log(
    [
      `  The API runs "node api/dist/main.js all" (SQLite + in-memory read models, ${JSON.parse(figures.listSample).total} beta keys, demo data);`,
      '  as the one process of that setup it keeps the session records in memory (with Redis each request reads the session).',
      '  Nothing changes the read models during a load: the admin list is a shared answer (computed and written once, then',
      "  served to each caller the access check lets in) and the profile a public answer's copy, as they are between events.",
      '  bare Fastify serves the captured body (parsed, re-serialised per request) from one route; the bare file server streams',
      '  the same .br file from disk for each request with the headers the API sent for it. Each server is its own process,',
      '  autocannon runs in this one: on 2 cores the load generator competes with the server for CPU. It also reads every byte',
      "  of the script's answers, so its own ceiling can cap the bare file server, and the ratio then looks closer to 1 than it is.",
      `  ${ROUNDS} rounds of ${LOAD.duration} s each (after ${LOAD.warmup.duration} s of warm-up), the API then the bare server in each round;`,
      "  requests/s and the ratio are the median round (range in brackets), latencies are over every round's 2xx responses",
      "  (from autocannon's per-response timings; its own histogram keeps whole ms). CPU per request is the server process's",
      '  user + system time over the measured seconds (Linux /proc) divided by the requests it answered: the cost of an answer',
      '  whatever the load generator managed; "bare ÷ API" of it is the ratio free of the machine\'s drift.',
    ].join('\n'),
  );
}

/** Rounds of load on the API and on the bare server in turn; each round's figures for both. */
async function inRounds(api, bare, options = LOAD) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push({ api: await loadMeasured(api, options), bare: await loadMeasured(bare, options) });
  }
  return rounds;
}

/** One load on a server, with the CPU time its process spent answering it. */
async function loadMeasured({ origin, pid, path, headers }, options) {
  let cpuBefore;
  const result = await load(origin, path, headers, options, () => (cpuBefore = cpuTimeMs(pid)));
  const cpuMs = cpuBefore === null ? null : cpuTimeMs(pid) - cpuBefore;
  return { ...result, cpuMs };
}

/** A process's user + system CPU time in ms (Linux); null elsewhere. */
function cpuTimeMs(pid) {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times, on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

function printLoads(caption, rounds, bareName = 'bare Fastify') {
  const rates = (side) => rounds.map((round) => round[side].summary.requests.average);
  const ratios = rounds.map((round) => round.api.summary.requests.average / round.bare.summary.requests.average);
  const sortedLatencies = {
    api: Float64Array.from(rounds.flatMap((round) => round.api.latencies)).sort(),
    bare: Float64Array.from(rounds.flatMap((round) => round.bare.latencies)).sort(),
  };
  const total = (side, count) => rounds.reduce((sum, round) => sum + count(round[side].summary), 0);
  const cpuPerRequest = (side) =>
    rounds.some((round) => round[side].cpuMs === null)
      ? null
      : (1000 * rounds.reduce((sum, round) => sum + round[side].cpuMs, 0)) /
        total(side, (summary) => summary.requests.total);
  const cpu = { api: cpuPerRequest('api'), bare: cpuPerRequest('bare') };
  const row = (measure, value) => [measure, value('api'), value('bare')];
  const latency = (q) => (side) => format.ms(percentile(sortedLatencies[side], q));
  printTable(
    `${caption}, ${ROUNDS} rounds`,
    ['measure', 'Nest API (built, embedded)', bareName],
    [
      row('requests/s (median round)', (side) => spread(rates(side), format.rate)),
      ['ratio API ÷ bare (median round)', spread(ratios, (ratio) => ratio.toFixed(2)), ''],
      row('server CPU per request', (side) => (cpu[side] === null ? 'n/a' : `${cpu[side].toFixed(0)} µs`)),
      ['ratio by CPU time (bare ÷ API)', cpu.api && cpu.bare ? (cpu.bare / cpu.api).toFixed(2) : 'n/a', ''],
      row('latency p50', latency(0.5)),
      row('latency p99', latency(0.99)),
      row(
        'requests (2xx / all)',
        (side) =>
          `${format.count(total(side, (summary) => summary['2xx']))} / ${format.count(total(side, (summary) => summary.requests.total))}`,
      ),
      row(
        'non-2xx / errors',
        (side) =>
          `${format.count(total(side, (summary) => summary.non2xx))} / ${format.count(total(side, (summary) => summary.errors))}`,
      ),
    ],
  );
}

/**
 * web-public's largest script (its entry chunk): the path the server answers and the .br copy the
 * build wrote beside it.
 */
function largestPublicScript() {
  const assets = join(repoRoot, 'web-public', 'dist', 'assets');
  if (!existsSync(assets))
    throw new Error('web-public/dist/assets is missing: build the web apps (node scripts/build.mjs --web)');
  const [name] = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size);
  const file = join(assets, `${name}.${STATIC_ENCODING}`);
  if (!existsSync(file)) throw new Error(`The build wrote no ${file}`);
  return { path: `/assets/${name}`, file };
}

/**
 * The headers the API sends with the script, once it is checked that the body is the build's
 * precompressed copy, byte for byte: the bare server then answers exactly the same.
 */
async function precompressedHeaders(origin, script) {
  const { status, headers, body } = await rawGet(`${origin}${script.path}`, { 'accept-encoding': STATIC_ENCODING });
  if (status !== 200 || headers['content-encoding'] !== STATIC_ENCODING || !body.equals(readFileSync(script.file)))
    throw new Error(
      `GET ${script.path} did not answer ${script.file} as it is (status ${status}, ${headers['content-encoding'] ?? 'no encoding'})`,
    );
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
}

/** One GET as it was answered: Node's fetch would decode the body. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Forks a bare server, sends it what to serve and waits for the port it listens on. */
async function startBareServer(file, setup) {
  const child = fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    child.send(setup);
    const { port } = await nextMessage(child, START_TIMEOUT_MS);
    return { child, origin: `http://${LOOPBACK}:${port}` };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/** The demo admin's session cookie, as a Cookie header. */
async function demoAdminSession(origin) {
  const { name, value } = (await demoAdminCookies(origin)).find((cookie) => cookie.name === 'gp_session');
  return `${name}=${value}`;
}

/** Issues keys one after another; returns the log position of the last one. */
async function issueBetaKeys(origin, cookie, count) {
  let position = 0;
  for (let index = 0; index < count; index++) {
    const response = await send(origin, 'POST', '/api/v1/admin/beta-keys', { cookie, body: {}, expectStatus: 201 });
    ({ position } = await response.json());
  }
  return position;
}

async function send(origin, method, path, { cookie, body, headers = {}, expectStatus }) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...headers,
      ...(cookie && { cookie }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== expectStatus) {
    throw new Error(
      `${method} ${path} answered ${response.status} (expected ${expectStatus}): ${await response.text()}`,
    );
  }
  return response;
}

/**
 * autocannon's summary and every 2xx response's latency (below the millisecond). `onMeasured` is
 * called as the measured run starts, after the warm-up.
 */
async function load(origin, path, headers, options = LOAD, onMeasured = () => {}) {
  const latencies = [];
  const instance = autocannon({ ...options, url: `${origin}${path}`, headers });
  // Both emitted for the measured run only, not the warm-up.
  instance.once('start', onMeasured);
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
  });
  const summary = await instance;
  return { summary, latencies };
}
