// Section: review submissions under a burst. 500 first-time visitors, each from its own address,
// submit a review at the same moment across 50 fresh contractors; then every accepted review must
// be in the admin read model exactly once. Figures are printed; nothing is asserted.
import { requireBuilt } from './support/built.mjs';
import { startApi, withServer } from './support/api-server.mjs';
import { format, printTable } from './support/report.mjs';
import { withTempDir } from './support/temp-dir.mjs';
import { percentile } from './support/timing.mjs';

const { DEMO_ADMIN } = requireBuilt('api', 'seed/seed-demo.js');

export const title = 'Review load: 500 concurrent first reviews from 500 visitors across 50 new contractors';

const CONTRACTORS = 50;
const SUBMISSIONS = 500;
/** Sign-ups hash a password (argon2id): a few at a time keeps the setup from starving the server. */
const SIGN_UP_CONCURRENCY = 4;
const ADMIN_PAGE_SIZE = 100;
const PASSWORD = 'bench-review-load-42';

/**
 * The address a simulated client claims in X-Forwarded-For (the server runs with TRUST_PROXY, so
 * the per-IP limits apply per client). Taken from 198.18.0.0/15, the range set aside for
 * benchmarks; it only ever appears in a header, every request goes to the loopback server.
 */
const clientAddress = (index) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

export async function run() {
  const result = await withTempDir('review-load', (dataDir) =>
    withServer(
      () => startApi(dataDir, { TRUST_PROXY: '1' }),
      async (origin) => {
        const admin = await signIn(origin, DEMO_ADMIN, clientAddress(SUBMISSIONS));
        const contractorIds = await createContractors(origin, admin);
        const before = await adminReviewTotal(origin, admin, 0);
        const burst = await submitAll(origin, contractorIds);
        const readBack = await readAllReviews(origin, admin, burst.maxPosition);
        return { before, burst, readBack };
      },
    ),
  );
  report(result);
}

async function send(origin, method, path, { cookie, body, headers = {} } = {}) {
  return fetch(`${origin}${path}`, {
    method,
    headers: {
      ...headers,
      ...(cookie && { cookie }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectJson(response, status, what) {
  if (response.status !== status)
    throw new Error(`${what} answered ${response.status} (expected ${status}): ${await response.text()}`);
  return response.json();
}

function sessionCookie(response) {
  const session = response.headers.getSetCookie().find((line) => line.startsWith('gp_session='));
  if (!session) throw new Error('The answer set no gp_session cookie');
  return session.split(';')[0];
}

async function signIn(origin, credentials, address) {
  const response = await send(origin, 'POST', '/api/v1/auth/sign-in', {
    body: credentials,
    headers: { 'x-forwarded-for': address },
  });
  await expectJson(response, 200, 'sign-in');
  return sessionCookie(response);
}

/** Each contractor: a beta key from the admin, then a sign-up with role contractor from its own address. */
async function createContractors(origin, admin) {
  const ids = [];
  for (let start = 0; start < CONTRACTORS; start += SIGN_UP_CONCURRENCY) {
    const batch = Array.from(
      { length: Math.min(SIGN_UP_CONCURRENCY, CONTRACTORS - start) },
      (_, offset) => start + offset,
    );
    ids.push(...(await Promise.all(batch.map((index) => createContractor(origin, admin, index)))));
  }
  return ids;
}

async function createContractor(origin, admin, index) {
  const { signUpLinks } = await expectJson(
    await send(origin, 'POST', '/api/v1/admin/beta-keys', { cookie: admin, body: {} }),
    201,
    'beta key',
  );
  const betaKey = new URL(signUpLinks.en, origin).searchParams.get('betakey');
  const response = await send(origin, 'POST', '/api/v1/auth/sign-up', {
    body: { email: `bench-pro-${index}@example.com`, password: PASSWORD, betaKey, role: 'contractor' },
    headers: { 'x-forwarded-for': `198.19.0.${index + 1}` },
  });
  const { user } = await expectJson(response, 200, 'contractor sign-up');
  return user.id;
}

/** All submissions start together; each is a visitor without a cookie, so the submit opens its anonymous session. */
async function submitAll(origin, contractorIds) {
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: SUBMISSIONS }, async (_, index) => {
      const sent = performance.now();
      try {
        const response = await send(origin, 'POST', '/api/v1/reviews', {
          headers: { 'x-forwarded-for': clientAddress(index) },
          body: {
            contractorId: contractorIds[index % contractorIds.length],
            rating: (index % 5) + 1,
            name: `Bench visitor ${index}`,
            email: `visitor-${index}@example.com`,
            title: `Review ${index}`,
            body: `Load test review number ${index}.`,
            preferredLang: index % 2 === 0 ? 'en' : 'es',
          },
        });
        const payload = await response.json().catch(() => null);
        return { status: response.status, latencyMs: performance.now() - sent, payload };
      } catch (error) {
        return {
          status: `network error (${error.cause?.code ?? error.message})`,
          latencyMs: performance.now() - sent,
          payload: null,
        };
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  const accepted = outcomes.filter((outcome) => outcome.status === 201);
  const refused = new Map();
  for (const { status } of outcomes) if (status !== 201) refused.set(status, (refused.get(status) ?? 0) + 1);
  const latencies = Float64Array.from(outcomes.map((outcome) => outcome.latencyMs)).sort();
  return {
    elapsedMs,
    latencies,
    acceptedIds: accepted.map((outcome) => outcome.payload.reviewId),
    anonymousAuthors: accepted.filter((outcome) => outcome.payload.authorIsAnonymous).length,
    refused,
    maxPosition: Math.max(0, ...accepted.map((outcome) => outcome.payload.position)),
  };
}

async function adminReviewTotal(origin, admin, minPosition) {
  const page = await expectJson(
    await send(origin, 'GET', '/api/v1/admin/reviews?pageSize=1', {
      cookie: admin,
      headers: { 'x-min-position': String(minPosition) },
    }),
    200,
    'admin reviews',
  );
  return page.total;
}

/** Pages through the admin list once the projection has reached the last accepted submission. */
async function readAllReviews(origin, admin, minPosition) {
  const ids = [];
  let total = Infinity;
  for (let page = 1; (page - 1) * ADMIN_PAGE_SIZE < total; page++) {
    const response = await send(origin, 'GET', `/api/v1/admin/reviews?pageSize=${ADMIN_PAGE_SIZE}&page=${page}`, {
      cookie: admin,
      headers: { 'x-min-position': String(minPosition) },
    });
    const body = await expectJson(response, 200, `admin reviews page ${page}`);
    total = body.total;
    ids.push(...body.items.map((item) => item.id));
  }
  return { ids, total };
}

function report({ before, burst, readBack }) {
  const listed = new Map();
  for (const id of readBack.ids) listed.set(id, (listed.get(id) ?? 0) + 1);
  const answered = new Map();
  for (const id of burst.acceptedIds) answered.set(id, (answered.get(id) ?? 0) + 1);
  const missing = burst.acceptedIds.filter((id) => !listed.has(id)).length;
  const doubledInList = [...burst.acceptedIds].filter((id) => (listed.get(id) ?? 0) > 1).length;
  const sameIdTwice = [...answered.values()].filter((count) => count > 1).length;
  const refused =
    [...burst.refused.entries()].map(([status, count]) => `${status}: ${format.count(count)}`).join(', ') || 'none';
  const accepted = burst.acceptedIds.length;

  printTable(
    `${format.count(SUBMISSIONS)} POST /api/v1/reviews at once, each from its own client address, across ${CONTRACTORS} contractors`,
    ['measure', 'value'],
    [
      ['accepted (201)', format.count(accepted)],
      ['  of which by a new anonymous session', format.count(burst.anonymousAuthors)],
      ['refused, by status', refused],
      ['accepted but missing from the read model', format.count(missing)],
      ['accepted and listed more than once', format.count(doubledInList)],
      ['review id answered to two submissions', format.count(sameIdTwice)],
      [
        'read model total: before / after (before + accepted)',
        `${format.count(before)} / ${format.count(readBack.total)} (${format.count(before + accepted)})`,
      ],
      ['elapsed (first sent to last answered)', format.seconds(burst.elapsedMs)],
      ['requests/s', format.rate(SUBMISSIONS / (burst.elapsedMs / 1000))],
      ['latency p50', format.ms(percentile(burst.latencies, 0.5))],
      ['latency p99', format.ms(percentile(burst.latencies, 0.99))],
      ['latency max', format.ms(burst.latencies.at(-1))],
    ],
    [
      'The built server ("node api/dist/main.js all", embedded adapters: SQLite event log, in-memory read models) with TRUST_PROXY=1.',
      'Each submission is a visitor without a cookie: the server checks the per-IP limit, opens an anonymous session (a user stream)',
      'and appends the review to its own stream. Latencies include all of that and the queueing of 500 requests on one process;',
      'the load generator shares the 2 cores. The read back pages GET /api/v1/admin/reviews (X-Min-Position = highest accepted position).',
    ],
  );
}
