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
import { format, printTable } from './support/report.mjs';
import { withTempDir } from './support/temp-dir.mjs';
import { percentile } from './support/timing.mjs';

export const title =
  'HTTP: an admin list, a public profile and a static asset under autocannon, each next to a bare server';

const LIST_PATH = '/api/v1/admin/beta-keys?pageSize=25';
const KEYS_TO_ISSUE = 200;
const LIST_ROUTE = '/api/v1/admin/beta-keys';
const PROFILE_ROUTE = '/api/v1/profiles/:userId';
const LOAD = { connections: 10, duration: 10, warmup: { connections: 10, duration: 2 } };
/** The profile is the hot public read: more connections, as many visitors at once would make. */
const PROFILE_LOAD = { connections: 50, duration: 10, warmup: { connections: 50, duration: 2 } };
/** What browsers over HTTPS ask for; the builds write a .br copy beside each script. */
const STATIC_ENCODING = 'br';
/** Connection-level headers, the bare server's own business. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'date', 'transfer-encoding'];
const bareFastifyFile = fileURLToPath(new URL('./bare-fastify.child.mjs', import.meta.url));
const bareStaticFile = fileURLToPath(new URL('./bare-static.child.mjs', import.meta.url));

export async function run() {
  const script = largestPublicScript();
  const {
    sample,
    cookie,
    load: apiLoad,
    profile,
    asset,
  } = await withTempDir('http', (dataDir) =>
    withServer(
      () => startApi(dataDir),
      async (origin) => {
        const session = await demoAdminSession(origin);
        const position = await issueBetaKeys(origin, session, KEYS_TO_ISSUE);
        // X-Min-Position: the list reflects every key issued before the load starts.
        const response = await send(origin, 'GET', LIST_PATH, {
          cookie: session,
          headers: { 'x-min-position': String(position) },
          expectStatus: 200,
        });
        const listSample = await response.text();
        const listLoad = await load(origin, LIST_PATH, { cookie: session });
        const profilePath = `/api/v1/profiles/${await firstListedProId(origin)}`;
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
          asset: {
            headers: await precompressedHeaders(origin, script),
            load: await load(origin, script.path, { 'accept-encoding': STATIC_ENCODING }),
          },
        };
      },
    ),
  );
  const bareLoad = await withServer(
    () => startBareServer(bareFastifyFile, { route: LIST_ROUTE, body: sample }),
    (origin) => load(origin, LIST_PATH, { cookie }),
  );
  const bareProfileLoad = await withServer(
    () => startBareServer(bareFastifyFile, { route: PROFILE_ROUTE, body: profile.sample }),
    (origin) => load(origin, profile.path, {}, PROFILE_LOAD),
  );
  const bareAssetLoad = await withServer(
    () => startBareServer(bareStaticFile, { path: script.path, file: script.file, headers: asset.headers }),
    (origin) => load(origin, script.path, { 'accept-encoding': STATIC_ENCODING }),
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
  printLoads(
    `GET ${script.path} (web-public's largest script), Accept-Encoding: ${STATIC_ENCODING}: ${LOAD.connections} connections, ${LOAD.duration} s (after a ${LOAD.warmup.duration} s warm-up), the ${format.bytes(statSync(script.file).size)} precompressed copy`,
    asset.load,
    bareAssetLoad,
    'bare node:http file server',
  );
  console.log(
    [
      `  The API runs "node api/dist/main.js all" (SQLite + in-memory read models, ${JSON.parse(sample).total} beta keys, demo data);`,
      '  as the one process of that setup it keeps the session records in memory (with Redis each request reads the session).',
      '  bare Fastify serves the captured body (parsed, re-serialised per request) from one route; the bare file server streams',
      '  the same .br file from disk for each request with the headers the API sent for it. Each server is its own process,',
      '  autocannon runs in this one: on 2 cores the load generator competes with the server for CPU. It also reads every byte',
      "  of the script's answers, so its own ceiling can cap the bare file server, and the ratio then looks closer to 1 than it is.",
      "  Latencies of 2xx responses, taken from autocannon's per-response timings (its own histogram keeps whole ms).",
      '  ratio = API requests/s ÷ bare server requests/s, both measured in this run.',
    ].join('\n'),
  );
}

function printLoads(caption, apiLoad, bareLoad, bareName = 'bare Fastify') {
  const columns = [apiLoad, bareLoad];
  const row = (measure, value) => [measure, ...columns.map(value)];
  printTable(
    caption,
    ['measure', 'Nest API (built, embedded)', bareName],
    [
      row('requests/s (mean)', ({ summary }) => format.rate(summary.requests.average)),
      row('bytes/s (mean)', ({ summary }) => `${format.bytes(summary.throughput.average)}/s`),
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

/** autocannon's summary, plus latency figures below the millisecond. */
async function load(origin, path, headers, options = LOAD) {
  const latencies = [];
  const instance = autocannon({ ...options, url: `${origin}${path}`, headers });
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
