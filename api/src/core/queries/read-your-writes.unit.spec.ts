import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineContract } from '../http/api-contract';
import type { ProjectionProgress } from './projection-progress';
import { MIN_POSITION_WAIT_MS, registerReadYourWrites } from './read-your-writes';

// This file's own registry of contracts (jest gives each test file its own modules).
for (const method of ['GET', 'POST'] as const)
  defineContract({ method, path: '/api/v1/admin/beta-keys', summary: 'test', access: 'admin', response: z.object({}) });

describe('X-Min-Position: a read waits for the read models to reach the position', () => {
  let fastify: FastifyInstance;
  let waits: { position: number; timeoutMs: number; reach(reached: boolean): void }[];
  let handled: string[];

  beforeEach(async () => {
    waits = [];
    handled = [];
    const progress: Pick<ProjectionProgress, 'waitFor'> = {
      waitFor: (position, timeoutMs) =>
        new Promise((resolve) => waits.push({ position, timeoutMs, reach: (reached) => resolve(reached) })),
    };
    fastify = Fastify();
    registerReadYourWrites(fastify, progress as ProjectionProgress);
    for (const method of ['GET', 'POST'] as const)
      fastify.route({
        method,
        url: '/api/v1/admin/beta-keys',
        handler: async () => {
          handled.push(method);
          return {};
        },
      });
    fastify.get('/en', async () => {
      handled.push('page');
      return {};
    });
    await fastify.ready();
  });
  afterEach(() => fastify.close());

  const send = (method: 'GET' | 'POST', url: string, position?: string) =>
    fastify.inject({ method, url, headers: position === undefined ? {} : { 'x-min-position': position } });
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('answers only once the position is reached', async () => {
    const answer = send('GET', '/api/v1/admin/beta-keys', '42');
    await settled();
    expect(waits.map(({ position, timeoutMs }) => ({ position, timeoutMs }))).toEqual([
      { position: 42, timeoutMs: MIN_POSITION_WAIT_MS },
    ]);
    expect(handled).toEqual([]);
    waits[0]!.reach(true);
    const response = await answer;
    expect(handled).toEqual(['GET']);
    expect(response.headers['x-read-model-stale']).toBeUndefined();
  });

  it('answers anyway once the wait is over, marked stale', async () => {
    const answer = send('GET', '/api/v1/admin/beta-keys', '42');
    await settled();
    waits[0]!.reach(false);
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-read-model-stale']).toBe('true');
  });

  it('waits for nothing without a well-formed position, on a command, or outside the API', async () => {
    for (const position of [undefined, '', 'soon', '-1', '1e3', '1234567890123456'])
      expect((await send('GET', '/api/v1/admin/beta-keys', position)).statusCode).toBe(200);
    expect((await send('POST', '/api/v1/admin/beta-keys', '42')).statusCode).toBe(200);
    expect((await send('GET', '/en', '42')).statusCode).toBe(200);
    expect(waits).toEqual([]);
    expect(handled).toHaveLength(8);
  });
});
