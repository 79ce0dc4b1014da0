// Section 3: the real built server (embedded adapters, demo data) under autocannon, next to a
// bare Fastify route answering the same JSON, so the framework and app overhead per request shows.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { LOOPBACK, START_TIMEOUT_MS, startApi } from './support/api-server.mjs';
import { requireBuilt } from './support/built.mjs';
import { nextMessage, stopChild } from './support/child-processes.mjs';
import { format, printTable } from './support/report.mjs';
import { withTempDir } from './support/temp-dir.mjs';
import { percentile } from './support/timing.mjs';

const { DEMO_ADMIN } = requireBuilt('api', 'seed/seed-demo.js');

export const title = 'HTTP: an admin list and a public profile under autocannon, each next to bare Fastify';

const LIST_PATH = '/api/v1/admin/beta-keys?pageSize=25';
const KEYS_TO_ISSUE = 200;
const LIST_ROUTE = '/api/v1/admin/beta-keys';
const PROFILE_ROUTE = '/api/v1/profiles/:userId';
const LOAD = { connections: 10, duration: 10, warmup: { connections: 10, duration: 2 } };
/** The profile is the hot public read: more connections, as many visitors at once would make. */
const PROFILE_LOAD = { connections: 50, duration: 10, warmup: { connections: 50, duration: 2 } };
const bareServerFile = fileURLToPath(new URL('./bare-fastify.child.mjs', import.meta.url));

export async function run() {
  const {
    sample,
    cookie,
    load: apiLoad,
    profile,
  } = await withTempDir('http', (dataDir) =>
    withServer(
      () => startApi(dataDir),
      async (origin) => {
        const session = await signInAsDemoAdmin(origin);
        const position = await issueBetaKeys(origin, session, KEYS_TO_ISSUE);
        // X-Min-Position: the list reflects every key issued before the load starts.
        const response = await send(origin, 'GET', LIST_PATH, {
          cookie: session,
          headers: { 'x-min-position': String(position) },
          expectStatus: 200,
        });
        const listSample = await response.text();
        const listLoad = await load(origin, LIST_PATH, { cookie: session });
        const profilePath = await aPublicProfilePath(origin);
        const profileSample = await (await send(origin, 'GET', profilePath, { expectStatus: 200 })).text();
        return {
          sample: listSample,
          cookie: session,
          load: listLoad,
          profile: {
            path: profilePath,
            sample: profileSample,
            load: await load(origin, profilePath, {}, PROFILE_LOAD),
          },
        };
      },
    ),
  );
  const bareLoad = await withServer(
    () => startBareFastify(LIST_ROUTE, sample),
    (origin) => load(origin, LIST_PATH, { cookie }),
  );
  const bareProfileLoad = await withServer(
    () => startBareFastify(PROFILE_ROUTE, profile.sample),
    (origin) => load(origin, profile.path, {}, PROFILE_LOAD),
  );

  printLoads(
    `GET ${LIST_PATH}, admin session: ${LOAD.connections} connections, ${LOAD.duration} s (after a ${LOAD.warmup.duration} s warm-up), same request and ${format.bytes(Buffer.byteLength(sample))} JSON body`,
    apiLoad,
    bareLoad,
  );
  printLoads(
    `GET ${PROFILE_ROUTE} (a public demo profile, no cookie): ${PROFILE_LOAD.connections} connections, ${PROFILE_LOAD.duration} s (after a ${PROFILE_LOAD.warmup.duration} s warm-up), ${format.bytes(Buffer.byteLength(profile.sample))} JSON body`,
    profile.load,
    bareProfileLoad,
  );
  console.log(
    [
      `  The API runs "node api/dist/main.js all" (SQLite + in-memory read models, ${JSON.parse(sample).total} beta keys, demo data);`,
      '  as the one process of that setup it keeps the session records in memory (with Redis each request reads the session).',
      '  bare Fastify serves the captured body (parsed, re-serialised per request) from one route. Each server is its own',
      '  process, autocannon runs in this one: on 2 cores the load generator competes with the server for CPU.',
      "  Latencies of 2xx responses, taken from autocannon's per-response timings (its own histogram keeps whole ms).",
      '  ratio = API requests/s ÷ bare Fastify requests/s, both measured in this run.',
    ].join('\n'),
  );
}

function printLoads(caption, apiLoad, bareLoad) {
  const columns = [apiLoad, bareLoad];
  const row = (measure, value) => [measure, ...columns.map(value)];
  printTable(
    caption,
    ['measure', 'Nest API (built, embedded)', 'bare Fastify'],
    [
      row('requests/s (mean)', ({ summary }) => format.rate(summary.requests.average)),
      ['ratio API ÷ bare', (apiLoad.summary.requests.average / bareLoad.summary.requests.average).toFixed(2), ''],
      row('latency p50', ({ latency }) => format.ms(latency.p50)),
      row('latency p99', ({ latency }) => format.ms(latency.p99)),
      row('latency mean', ({ latency }) => format.ms(latency.mean)),
      row('latency max', ({ latency }) => format.ms(latency.max)),
      row(
        'requests (2xx / all)',
        ({ summary }) => `${format.count(summary['2xx'])} / ${format.count(summary.requests.total)}`,
      ),
      row('non-2xx / errors', ({ summary }) => `${format.count(summary.non2xx)} / ${format.count(summary.errors)}`),
    ],
  );
}

/** The first contractor the public directory lists (the demo data has public profiles). */
async function aPublicProfilePath(origin) {
  const directory = await (await send(origin, 'GET', '/api/v1/pros', { expectStatus: 200 })).json();
  const [first] = directory.items;
  if (!first) throw new Error('The directory lists no public profile to measure');
  return `/api/v1/profiles/${first.id}`;
}

/** Starts a server, hands its origin to `use`, and stops it afterwards whatever happens. */
async function withServer(start, use) {
  const server = await start();
  try {
    return await use(server.origin);
  } finally {
    await stopChild(server.child);
  }
}

async function startBareFastify(route, body) {
  const child = fork(bareServerFile, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    child.send({ route, body });
    const { port } = await nextMessage(child, START_TIMEOUT_MS);
    return { child, origin: `http://${LOOPBACK}:${port}` };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

async function signInAsDemoAdmin(origin) {
  const response = await send(origin, 'POST', '/api/v1/auth/sign-in', { body: DEMO_ADMIN, expectStatus: 200 });
  const session = response.headers.getSetCookie().find((line) => line.startsWith('gp_session='));
  if (!session) throw new Error('Sign-in answered 200 but set no gp_session cookie');
  return session.split(';')[0];
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

/** autocannon's summary, plus latency figures below the millisecond. */
async function load(origin, path, { cookie }, options = LOAD) {
  const latencies = [];
  const instance = autocannon({ ...options, url: `${origin}${path}`, headers: cookie ? { cookie } : {} });
  // Emitted for the measured run only, not the warm-up.
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
  });
  const summary = await instance;
  const sorted = Float64Array.from(latencies).sort();
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return {
    summary,
    latency: { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), mean, max: sorted.at(-1) },
  };
}
