// Section: password guessing against one account. An attacker sends wrong passwords as fast as a few
// connections allow, first from one address, then from a new address each time; meanwhile the owner
// signs in from the device they used before. Prints what each got back and how long it took.
import { startApi, withServer } from './support/api-server.mjs';
import { format, printTable } from './support/report.mjs';
import { withTempDir } from './support/temp-dir.mjs';
import { percentile } from './support/timing.mjs';

export const title = 'Sign-in throttling: a locked-out attacker vs the owner on their own device';

const EMAIL = 'bench-owner@example.com';
const PASSWORD = 'bench-owner-password-42';
const ATTACK_CONNECTIONS = 4;
const ATTEMPTS_FROM_ONE_ADDRESS = 100;
const ATTEMPTS_FROM_NEW_ADDRESSES = 300;
/** Two rounds of these plus one first sign-in stay under the per-address limit (30 in 15 minutes). */
const OWNER_SIGN_INS = 10;
const OWNER_ADDRESS = '192.0.2.10';

/** Client addresses in 198.18.0.0/15 (set aside for benchmarks); they only ever appear in X-Forwarded-For. */
const attackerAddress = (index) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

export async function run() {
  const result = await withTempDir('sign-in-throttle', (dataDir) =>
    withServer(
      () => startApi(dataDir, { TRUST_PROXY: '1' }),
      async (origin) => {
        await expectStatus(
          await signIn(origin, { email: EMAIL, password: PASSWORD }, OWNER_ADDRESS, undefined, '/api/v1/auth/sign-up'),
          200,
          'owner sign-up',
        );
        const first = await signIn(origin, { email: EMAIL, password: PASSWORD }, OWNER_ADDRESS);
        await expectStatus(first, 200, 'owner sign-in');
        const device = first.headers
          .getSetCookie()
          .find((line) => line.startsWith('gp_device='))
          ?.split(';')[0];
        if (!device) throw new Error('The sign-in set no gp_device cookie');

        const quiet = await ownerSignIns(origin, device);
        const oneAddress = await attack(origin, ATTEMPTS_FROM_ONE_ADDRESS, () => attackerAddress(0));
        const [rotating, underAttack] = await Promise.all([
          attack(origin, ATTEMPTS_FROM_NEW_ADDRESSES, (index) => attackerAddress(index + 1)),
          ownerSignIns(origin, device),
        ]);
        const newDevice = await signIn(origin, { email: EMAIL, password: PASSWORD }, '192.0.2.77');
        return { quiet, oneAddress, rotating, underAttack, newDeviceStatus: newDevice.status };
      },
    ),
  );
  report(result);
}

function signIn(origin, body, address, cookie, path = '/api/v1/auth/sign-in') {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie && { cookie }) },
    body: JSON.stringify(body),
  });
}

async function expectStatus(response, status, what) {
  if (response.status !== status)
    throw new Error(`${what} answered ${response.status} (expected ${status}): ${await response.text()}`);
}

/** Wrong passwords over a few connections; the address of attempt `index` is `addressOf(index)`. */
async function attack(origin, attempts, addressOf) {
  const outcomes = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: ATTACK_CONNECTIONS }, async () => {
      while (next < attempts) {
        const index = next++;
        const sent = performance.now();
        const response = await signIn(origin, { email: EMAIL, password: `wrong-guess-${index}` }, addressOf(index));
        await response.arrayBuffer();
        outcomes.push({ status: response.status, ms: performance.now() - sent });
      }
    }),
  );
  return outcomes;
}

/** The owner signs in one after another from their trusted device and address. */
async function ownerSignIns(origin, device) {
  const outcomes = [];
  for (let index = 0; index < OWNER_SIGN_INS; index++) {
    const sent = performance.now();
    const response = await signIn(origin, { email: EMAIL, password: PASSWORD }, OWNER_ADDRESS, device);
    await response.arrayBuffer();
    outcomes.push({ status: response.status, ms: performance.now() - sent });
  }
  return outcomes;
}

function summary(outcomes) {
  const byStatus = new Map();
  for (const { status } of outcomes) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const latencies = Float64Array.from(outcomes.map((outcome) => outcome.ms)).sort();
  return {
    statuses: [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${format.count(count)}`)
      .join(', '),
    p50: format.ms(percentile(latencies, 0.5)),
    p99: format.ms(percentile(latencies, 0.99)),
  };
}

function report({ quiet, oneAddress, rotating, underAttack, newDeviceStatus }) {
  const rows = [
    ['owner, trusted device, no attack', quiet],
    [`attacker, one address (${ATTEMPTS_FROM_ONE_ADDRESS} wrong passwords)`, oneAddress],
    [`attacker, a new address each time (${ATTEMPTS_FROM_NEW_ADDRESSES})`, rotating],
    ['owner, trusted device, during that attack', underAttack],
  ].map(([label, outcomes]) => {
    const { statuses, p50, p99 } = summary(outcomes);
    return [label, format.count(outcomes.length), statuses, p50, p99];
  });
  printTable(
    'POST /api/v1/auth/sign-in on one account',
    ['caller', 'requests', 'answers by status', 'latency p50', 'latency p99'],
    rows,
    [
      'The built server (embedded adapters) with TRUST_PROXY=1; clients are told apart by X-Forwarded-For, the owner also by the gp_device cookie',
      'of an earlier sign-in. 401 = a password was checked (argon2id, the costly part); 429 = refused before any check, with Retry-After.',
      `The attacker uses ${ATTACK_CONNECTIONS} connections; the owner signs in ${OWNER_SIGN_INS} times one after another while the rotating-address attack runs.`,
      `The owner's password from a device and address never seen before, after the attack: ${newDeviceStatus} (the account-wide backoff holds unknown clients).`,
    ],
  );
}
