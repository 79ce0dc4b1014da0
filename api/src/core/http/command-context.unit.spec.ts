import type { FastifyRequest } from 'fastify';
import { commandContext } from './command-context';

/** The command id is what event ids and replays hang on: it must differ for any request that differs. */
describe('command ids under an Idempotency-Key', () => {
  const request = (change: Partial<FastifyRequest> = {}) =>
    ({
      id: 'req-1',
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      headers: { 'idempotency-key': 'fixed-key-0001' },
      body: { email: 'a@example.com' },
      actor: null,
      ...change,
    }) as unknown as FastifyRequest;
  const idOf = (change?: Partial<FastifyRequest>) => commandContext(request(change)).commandId;

  it('is stable for a retry of the same request, whatever the key order of its body', () => {
    expect(idOf({ body: { email: 'a@example.com', password: 'x' } })).toBe(
      idOf({ body: { password: 'x', email: 'a@example.com' } }),
    );
  });

  it.each([
    ['another body', { body: { email: 'b@example.com' } }],
    ['another route', { url: '/api/v1/auth/sign-in' }],
    ['another method', { method: 'PUT' }],
    ['another caller', { actor: { userId: 'user-2' } as FastifyRequest['actor'] }],
  ])('differs for %s under the same key', (_label, change) => {
    expect(idOf(change)).not.toBe(idOf());
  });

  it('is random without a (well-formed) key', () => {
    const headers = { 'idempotency-key': 'short' };
    expect(idOf({ headers })).not.toBe(idOf({ headers }));
  });
});
