// The built embedded server (what `npm start` runs) on a free loopback port, for the sections
// that measure it from the outside.
import { spawn } from 'node:child_process';
import { serverEnv } from '../../../scripts/server-process.mjs';
import { builtFile, repoRoot, requireBuilt } from './built.mjs';
import { freeLoopbackPort, stopChild, waitForOutput } from './child-processes.mjs';

export const LOOPBACK = '127.0.0.1';
// A ceiling, not a figure: a first start on a busy shared machine took over a minute.
export const START_TIMEOUT_MS = 180_000;
/** Printed by main.ts once the server listens. */
const READY_LINE = /is running on/;
/** Variables that would swap an embedded adapter for a production one (CI sets REDIS_URL, for one). */
const PRODUCTION_ONLY_VARIABLES = [
  'EVENTSTORE_URL',
  'MONGODB_URL',
  'REDIS_URL',
  'BLOB_STORE',
  'SMS_TRANSPORT',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'PUBLIC_ORIGIN',
];

/** Starts a server, hands its origin (and the server: its child process) to `use`, and stops it afterwards whatever happens. */
export async function withServer(start, use) {
  const server = await start();
  try {
    return await use(server.origin, server);
  } finally {
    await stopChild(server.child);
  }
}

/** How long the demo's photo variants may take to appear (every demo photo's AVIF, WebP and JPEG sizes). */
const DEMO_PHOTOS_TIMEOUT_MS = 180_000;

/**
 * "node api/dist/main.js all" with the demo seed on a data directory, once it listens and has made
 * the demo photos' variants: a fresh server spends its first half minute encoding them in the
 * background, and a figure taken meanwhile would measure that. `extraEnv` adds settings a section
 * needs (e.g. TRUST_PROXY, so simulated clients carry their own address).
 */
export async function startApi(dataDir, extraEnv = {}) {
  const { child, port } = await spawnApi(dataDir, { SEED_DEMO: 'true', ...extraEnv });
  const origin = `http://${LOOPBACK}:${port}`;
  try {
    // Afterwards its output is read and dropped, so a chatty server never blocks on a full pipe.
    await waitForOutput(child, READY_LINE, START_TIMEOUT_MS);
    await demoPhotosMade(origin);
  } catch (error) {
    await stopChild(child);
    throw new Error(`The API server did not start: ${error.message}`, { cause: error });
  }
  return { child, origin };
}

/**
 * Waits until every photo of every demo pro serves its own AVIF (until its variants job has run,
 * a variant's URL serves a JPEG stand-in). Asks only about the photos still waiting.
 */
async function demoPhotosMade(origin) {
  const deadline = Date.now() + DEMO_PHOTOS_TIMEOUT_MS;
  let waiting = await demoPhotoVariantUrls(origin);
  while (waiting.length > 0) {
    if (Date.now() > deadline) throw new Error(`${waiting.length} demo photos still have no variants`);
    const made = await Promise.all(
      waiting.map(async (url) => (await fetch(`${origin}${url}`, { method: 'HEAD' })).headers.get('content-type')),
    );
    waiting = waiting.filter((_, index) => made[index] !== 'image/avif');
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The largest AVIF of each photo of each pro the demo directory lists. */
async function demoPhotoVariantUrls(origin) {
  const { items } = await (await fetch(`${origin}/api/v1/pros?pageSize=50`)).json();
  const profiles = await Promise.all(
    items.map(async ({ id }) => (await fetch(`${origin}/api/v1/profiles/${id}`)).json()),
  );
  return profiles.flatMap((profile) =>
    [profile.profilePhoto, profile.coverPhoto, ...profile.photos]
      // A build from before the variants serves no sources: nothing to wait for (before/after runs).
      .filter((photo) => photo?.sources)
      .map((photo) => photo.sources.full.avif.at(-1).url),
  );
}

/** Spawns the built server as npm start runs it, on the embedded adapters and a free port, without waiting for it. */
export async function spawnApi(dataDir, extraEnv = {}) {
  const port = await freeLoopbackPort();
  const env = serverEnv({
    ...process.env,
    DATA_DIR: dataDir,
    HOST: LOOPBACK,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  for (const variable of PRODUCTION_ONLY_VARIABLES) delete env[variable];
  const child = spawn(process.execPath, [builtFile('api', 'main.js'), 'all'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { child, port, origin: `http://${LOOPBACK}:${port}` };
}

/**
 * Signs the demo admin in on a server `startApi` started; returns the cookies the answer sets (the
 * session and the sign-in throttle's device cookie) as name/value pairs.
 */
export async function demoAdminCookies(origin) {
  const { DEMO_ADMIN } = requireBuilt('api', 'seed/seed-demo.js');
  const response = await fetch(`${origin}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (response.status !== 200)
    throw new Error(`The demo admin's sign-in answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  });
  if (!cookies.some(({ name }) => name === 'gp_session')) throw new Error("The demo admin's sign-in set no gp_session");
  return cookies;
}

/** The first pro GET /api/v1/pros lists: a public demo profile. */
export async function firstListedProId(origin) {
  const response = await fetch(`${origin}/api/v1/pros?pageSize=1`);
  if (response.status !== 200) throw new Error(`GET /api/v1/pros answered ${response.status}`);
  const { items } = await response.json();
  if (!items?.[0]) throw new Error('The demo directory lists no pro');
  return items[0].id;
}
