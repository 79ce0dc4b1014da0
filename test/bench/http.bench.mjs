// Section 3: the real built server (embedded adapters, demo data) under autocannon, next to a
// bare Fastify route answering the same JSON, so the framework and app overhead per request shows.
import { fork, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { builtFile, repoRoot, requireBuilt } from './support/built.mjs';
import { freeLoopbackPort, nextMessage, stopChild, waitForOutput } from './support/child-processes.mjs';
import { format, printTable } from './support/report.mjs';
import { withTempDir } from './support/temp-dir.mjs';
import { percentile } from './support/timing.mjs';

const { DEMO_ADMIN } = requireBuilt('api', 'seed/seed-demo.js');

export const title = 'HTTP: GET /api/v1/admin/beta-keys?pageSize=25 under autocannon';

const LOOPBACK = '127.0.0.1';
const LIST_PATH = '/api/v1/admin/beta-keys?pageSize=25';
const KEYS_TO_ISSUE = 200;
const LOAD = { connections: 10, duration: 10, warmup: { connections: 10, duration: 2 } };
const START_TIMEOUT_MS = 60_000;
/** Printed by main.ts once the server listens. */
const READY_LINE = /is running on/;
/** Variables that would swap an embedded adapter for a production one (CI sets REDIS_URL, for one). */
const PRODUCTION_ONLY_VARIABLES = ['EVENTSTORE_URL', 'MONGODB_URL', 'REDIS_URL', 'BLOB_STORE', 'SMS_TRANSPORT', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PUBLIC_ORIGIN'];
const bareServerFile = fileURLToPath(new URL('./bare-fastify.child.mjs', import.meta.url));

export async function run() {
  const { sample, cookie, load: apiLoad } = await withTempDir('http', (dataDir) =>
    withServer(() => startApi(dataDir), async (origin) => {
      const session = await signInAsDemoAdmin(origin);
      const position = await issueBetaKeys(origin, session, KEYS_TO_ISSUE);
      // X-Min-Position: the list reflects every key issued before the load starts.
      const response = await send(origin, 'GET', LIST_PATH, { cookie: session, headers: { 'x-min-position': String(position) }, expectStatus: 200 });
      return { sample: await response.text(), cookie: session, load: await load(origin, session) };
    }),
  );
  const bareLoad = await withServer(() => startBareFastify(sample), (origin) => load(origin, cookie));

  const columns = [apiLoad, bareLoad];
  const row = (measure, value) => [measure, ...columns.map(value)];
  printTable(
    `${LOAD.connections} connections, ${LOAD.duration} s (after a ${LOAD.warmup.duration} s warm-up), same request and ${format.bytes(Buffer.byteLength(sample))} JSON body`,
    ['measure', 'Nest API (built, embedded)', 'bare Fastify'],
    [
      row('requests/s (mean)', ({ summary }) => format.rate(summary.requests.average)),
      row('latency p50', ({ latency }) => format.ms(latency.p50)),
      row('latency p99', ({ latency }) => format.ms(latency.p99)),
      row('latency mean', ({ latency }) => format.ms(latency.mean)),
      row('latency max', ({ latency }) => format.ms(latency.max)),
      row('requests (2xx / all)', ({ summary }) => `${format.count(summary['2xx'])} / ${format.count(summary.requests.total)}`),
      row('non-2xx / errors', ({ summary }) => `${format.count(summary.non2xx)} / ${format.count(summary.errors)}`),
    ],
    [
      `The API runs "node api/dist/main.js all" (SQLite + in-memory read models, ${JSON.parse(sample).total} beta keys, admin session cookie);`,
      'bare Fastify serves the captured body (parsed, re-serialised per request) from one route. Each server is its own',
      'process, autocannon runs in this one: on 2 cores the load generator competes with the server for CPU.',
      "Latencies of 2xx responses, taken from autocannon's per-response timings (its own histogram keeps whole ms).",
    ],
  );
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

async function startApi(dataDir) {
  const port = await freeLoopbackPort();
  const env = { ...process.env, DATA_DIR: dataDir, HOST: LOOPBACK, PORT: String(port), SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
  for (const variable of PRODUCTION_ONLY_VARIABLES) delete env[variable];
  const child = spawn(process.execPath, [builtFile('api', 'main.js'), 'all'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    // Afterwards its output is read and dropped, so a chatty server never blocks on a full pipe.
    await waitForOutput(child, READY_LINE, START_TIMEOUT_MS);
  } catch (error) {
    await stopChild(child);
    throw new Error(`The API server did not start: ${error.message}`, { cause: error });
  }
  return { child, origin: `http://${LOOPBACK}:${port}` };
}

async function startBareFastify(body) {
  const child = fork(bareServerFile, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    child.send({ body });
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
    headers: { ...headers, ...(cookie && { cookie }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== expectStatus) {
    throw new Error(`${method} ${path} answered ${response.status} (expected ${expectStatus}): ${await response.text()}`);
  }
  return response;
}

/** autocannon's summary, plus latency figures below the millisecond. */
async function load(origin, cookie) {
  const latencies = [];
  const instance = autocannon({ ...LOAD, url: `${origin}${LIST_PATH}`, headers: { cookie } });
  // Emitted for the measured run only, not the warm-up.
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
  });
  const summary = await instance;
  const sorted = Float64Array.from(latencies).sort();
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { summary, latency: { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), mean, max: sorted.at(-1) } };
}
