import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineContract } from './api-contract';
import { PublicAnswerCache } from './public-answer-cache';

// This file's own registry of contracts (jest gives each test file its own modules).
defineContract({
  method: 'GET',
  path: '/api/v1/pros',
  summary: 'test',
  access: 'public',
  cacheable: true,
  response: z.object({ page: z.string() }),
});

describe('copies of anonymous public answers: fresh for a second at one position, within a memory budget', () => {
  let fastify: FastifyInstance;
  let now: number;
  let position: number | null;
  let computed: number;
  const maxBytes = 100;

  beforeEach(async () => {
    now = 0;
    position = 7;
    computed = 0;
    fastify = Fastify();
    new PublicAnswerCache({ position: () => position, now: () => now, maxAgeMs: 1_000, maxBytes }).register(fastify);
    // Answers of 40 bytes: two fit in the budget, a third evicts the oldest.
    fastify.get('/api/v1/pros', async (request) => {
      computed += 1;
      return `{"page":"${String((request.query as { page?: string }).page ?? '1').padEnd(29, '.')}"}`;
    });
    await fastify.ready();
  });
  afterEach(() => fastify.close());

  const get = async (page: string) => {
    const response = await fastify.inject({ method: 'GET', url: `/api/v1/pros?page=${page}` });
    expect(response.statusCode).toBe(200);
    return response.headers['x-cache'] === 'hit' ? 'copy' : 'computed';
  };

  it('serves copies for less than a second, then computes the answer again', async () => {
    expect(await get('1')).toBe('computed');
    now = 999;
    expect(await get('1')).toBe('copy');
    now = 1_000;
    expect(await get('1')).toBe('computed');
    expect(computed).toBe(2);
  });

  it('keeps no copy where the position is unknown (a replica), and none across a position', async () => {
    position = null;
    await get('1');
    expect(await get('1')).toBe('computed');
    position = 7;
    await get('1');
    position = 8;
    expect(await get('1')).toBe('computed');
  });

  it('evicts the oldest copies past its memory budget', async () => {
    await get('1');
    await get('2');
    expect(await get('1')).toBe('copy');
    await get('3');
    expect(await get('1')).toBe('computed');
    expect(await get('3')).toBe('copy');
  });
});
