import { API } from '@gp/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerAnswerConformance } from './answer-conformance';
import { defineContract } from './api-contract';

// This file's own registry of contracts (jest gives each test file its own modules).
defineContract({ ...API.health, summary: 'test', access: 'public', response: z.object({ status: z.literal('ok') }) });

describe('the answer conformance check', () => {
  let fastify: FastifyInstance;
  let answer: unknown;
  beforeAll(async () => {
    fastify = Fastify();
    registerAnswerConformance(fastify);
    fastify.get(API.health.path, async () => answer);
    fastify.get('/not-an-api-route', async () => ({ anything: true }));
    fastify.get('/api/v1/failing', async (_request, reply) => reply.code(404).send({ code: 'ROUTE.NOT_FOUND' }));
    await fastify.ready();
  });
  afterAll(() => fastify.close());

  it('passes an answer that fits its contract', async () => {
    answer = { status: 'ok' };
    const response = await fastify.inject({ method: 'GET', url: API.health.path });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('turns an answer that does not fit into a 500 naming the endpoint and the mismatch', async () => {
    answer = { status: 'replaying' };
    const response = await fastify.inject({ method: 'GET', url: API.health.path });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'SERVER.INTERNAL',
      message: "The answer of GET /api/health does not match its contract's response schema.",
      details: [expect.objectContaining({ path: ['status'] })],
    });
  });

  it('leaves routes without a contract and error answers alone', async () => {
    expect((await fastify.inject({ method: 'GET', url: '/not-an-api-route' })).statusCode).toBe(200);
    expect((await fastify.inject({ method: 'GET', url: '/api/v1/failing' })).statusCode).toBe(404);
  });
});
