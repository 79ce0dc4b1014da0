import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SIGN_IN_THROTTLE } from './sign-in-throttle';

const PASSWORD = 'arenal-volcano';
const deviceCookie = (response: Response) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith('gp_device='))
    ?.split(';')[0];

describe('sign-in throttling: an attacker cannot lock the owner out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, address: string, cookie?: string) => {
    const call = t.http().post('/api/v1/auth/sign-in').set('X-Forwarded-For', address);
    if (cookie) void call.set('Cookie', cookie);
    return call.send({ email, password });
  };
  /** An account whose owner signed in once from their own device (which the server now trusts). */
  const ownerWithDevice = async (email: string) => {
    await t.signUp({ email, password: PASSWORD });
    return deviceCookie(await signIn(email, PASSWORD, '192.0.2.10').expect(200));
  };
  const answer = (response: Response) => ({
    status: response.status,
    body: response.body as unknown,
    retryAfter: response.status === 429 && Number(response.headers['retry-after']) > 0,
  });

  it("slows the attacker's client after a few wrong passwords, while the owner on their device signs in", async () => {
    const device = await ownerWithDevice('owner-one@example.com');
    const attacker = '203.0.113.7';
    const answers = [];
    for (let index = 0; index < 12; index++)
      answers.push(answer(await signIn('owner-one@example.com', 'wrong-guess', attacker)));
    expect(answers.slice(0, SIGN_IN_THROTTLE.attemptsPerClient).map((entry) => entry.status)).toEqual(
      Array(SIGN_IN_THROTTLE.attemptsPerClient).fill(401),
    );
    expect(answers.slice(SIGN_IN_THROTTLE.attemptsPerClient)).toEqual(
      Array(12 - SIGN_IN_THROTTLE.attemptsPerClient).fill({
        status: 429,
        body: { code: 'REQUEST.RATE_LIMITED', message: expect.any(String) },
        retryAfter: true,
      }),
    );
    // Even the right password does not get through from the attacker's client while it waits.
    expect((await signIn('owner-one@example.com', PASSWORD, attacker)).status).toBe(429);
    await signIn('owner-one@example.com', PASSWORD, '192.0.2.10', device).expect(200);
  });

  it("backs off every unknown client once many addresses failed on one account; the owner's device is not held up", async () => {
    const device = await ownerWithDevice('owner-two@example.com');
    for (let index = 0; index < SIGN_IN_THROTTLE.failuresBeforeBackoff; index++) {
      await signIn('owner-two@example.com', 'wrong-guess', `198.51.100.${index + 1}`).expect(401);
    }
    const fresh = await signIn('owner-two@example.com', PASSWORD, '198.51.100.200').expect(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    await signIn('owner-two@example.com', PASSWORD, '192.0.2.99', device).expect(200);
  });

  it('answers an unknown account exactly as a real one, attempt for attempt', async () => {
    await ownerWithDevice('owner-three@example.com');
    const sequence = async (email: string, network: string) => {
      const answers = [];
      // Two clients, each past its own limit, then the account-wide backoff for a third.
      for (let index = 0; index < SIGN_IN_THROTTLE.attemptsPerClient + 1; index++)
        answers.push(answer(await signIn(email, 'wrong-guess', `${network}.1`)));
      for (let index = 0; index < SIGN_IN_THROTTLE.failuresBeforeBackoff; index++)
        answers.push(answer(await signIn(email, 'wrong-guess', `${network}.${index + 2}`)));
      answers.push(answer(await signIn(email, PASSWORD, `${network}.250`)));
      return answers;
    };
    const real = await sequence('owner-three@example.com', '100.64.1');
    const unknown = await sequence('nobody-three@example.com', '100.64.2');
    expect(unknown).toEqual(real);
    expect(real.at(-1)!.status).toBe(429);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    await ownerWithDevice('owner-four@example.com');
    const statuses = [];
    // A subscriber holds a whole /64: a fresh address per guess is still the same client.
    for (let index = 0; index <= SIGN_IN_THROTTLE.attemptsPerClient; index++)
      statuses.push((await signIn('owner-four@example.com', 'wrong-guess', `2001:db8:4:4::${index + 1}`)).status);
    expect(statuses).toEqual([...Array(SIGN_IN_THROTTLE.attemptsPerClient).fill(401), 429]);
    await signIn('owner-four@example.com', PASSWORD, '2001:db8:4:5::1').expect(200);
  });

  it('takes the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    await ownerWithDevice('owner-five@example.com');
    const statuses = [];
    // The proxy appends the address it saw to what the client sent; one hop is trusted, no more.
    for (let index = 0; index <= SIGN_IN_THROTTLE.attemptsPerClient; index++)
      statuses.push((await signIn('owner-five@example.com', 'wrong-guess', `10.9.9.${index}, 203.0.113.55`)).status);
    expect(statuses).toEqual([...Array(SIGN_IN_THROTTLE.attemptsPerClient).fill(401), 429]);
  });
});
