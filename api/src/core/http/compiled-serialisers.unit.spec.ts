import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerAnswerConformance } from './answer-conformance';
import { defineContract } from './api-contract';
import { registerCompiledSerialisers, writesFrozenAnswersOnce } from './compiled-serialisers';

// This file's own registry of contracts (jest gives each test file its own modules).
defineContract({
  method: 'GET',
  path: '/api/v1/profiles/:userId',
  summary: 'test',
  access: 'public',
  response: z.object({ name: z.string(), rating: z.number().nullable(), tags: z.array(z.string()) }),
});
defineContract({
  method: 'GET',
  path: '/api/v1/photos/:userId/:photoId/:variant',
  summary: 'test',
  access: 'public',
  response: z.custom<Buffer>(),
});

describe('answers written by serialisers compiled from the contracts', () => {
  let fastify: FastifyInstance;
  let answer: unknown;
  const serialised: string[] = [];
  beforeAll(async () => {
    fastify = Fastify();
    registerCompiledSerialisers(fastify);
    registerAnswerConformance(fastify);
    fastify.addHook('onRoute', (route) => {
      if (route.schema?.response) serialised.push(`${String(route.method)} ${route.url}`);
    });
    fastify.get('/api/v1/profiles/:userId', async () => answer);
    fastify.get('/api/v1/photos/:userId/:photoId/:variant', async () => Buffer.from('image'));
    fastify.get('/not-an-api-route', async () => ({ anything: true, secret: 'kept' }));
    await fastify.ready();
  });
  afterAll(() => fastify.close());

  it('compiles a serialiser for each route whose contract answers JSON, and none for an image', () => {
    expect(serialised).toContain('GET /api/v1/profiles/:userId');
    expect(serialised).not.toContain('GET /api/v1/photos/:userId/:photoId/:variant');
  });

  it('writes the declared fields, hostile strings escaped, and never a field the schema does not declare', async () => {
    answer = { name: '</script><b>"$&"\u202e', rating: null, tags: ['a'], passwordHash: 'never sent' };
    const response = await fastify.inject({ method: 'GET', url: '/api/v1/profiles/u1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: '</script><b>"$&"\u202e', rating: null, tags: ['a'] });
    expect(response.body).not.toContain('passwordHash');
  });

  it('still refuses, under test, an answer that drifted from its schema although the serialiser would coerce it', async () => {
    answer = { name: 'Ana', rating: '4.5', tags: [] };
    const response = await fastify.inject({ method: 'GET', url: '/api/v1/profiles/u1' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'SERVER.INTERNAL',
      details: [expect.objectContaining({ path: ['rating'] })],
    });
  });

  it('leaves routes without a contract to JSON.stringify', async () => {
    const response = await fastify.inject({ method: 'GET', url: '/not-an-api-route' });
    expect(response.json()).toEqual({ anything: true, secret: 'kept' });
  });
});

describe('a frozen answer is written once', () => {
  const schema = {
    type: 'object',
    properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
  } as const;
  /** An answer that counts how often its name is read, i.e. how often it is written. */
  const countingAnswer = () => {
    const reads = { count: 0 };
    const answer = { tags: ['pool'] };
    Object.defineProperty(answer, 'name', {
      enumerable: true,
      get: () => {
        reads.count += 1;
        return 'Coco Pools';
      },
    });
    return { answer, reads };
  };

  it('writes a frozen answer on its first request and gives the same text to every later one', () => {
    const write = writesFrozenAnswersOnce(schema);
    const { answer, reads } = countingAnswer();
    Object.freeze(answer);
    const first = write(answer);
    expect(JSON.parse(first)).toEqual({ name: 'Coco Pools', tags: ['pool'] });
    expect(write(answer)).toBe(first);
    expect(reads.count).toBe(1);
  });

  it('writes an answer that may still change every time, with what it holds then', () => {
    const write = writesFrozenAnswersOnce(schema);
    const { answer, reads } = countingAnswer();
    write(answer);
    answer.tags.push('ac');
    expect(JSON.parse(write(answer))).toEqual({ name: 'Coco Pools', tags: ['pool', 'ac'] });
    expect(reads.count).toBe(2);
  });

  it('keeps the texts of two routes apart: each serialiser writes by its own schema', () => {
    const answer = Object.freeze({ name: 'Coco Pools', tags: Object.freeze(['pool']) });
    const withTags = writesFrozenAnswersOnce(schema);
    const nameOnly = writesFrozenAnswersOnce({ type: 'object', properties: { name: { type: 'string' } } } as const);
    expect(JSON.parse(withTags(answer))).toEqual({ name: 'Coco Pools', tags: ['pool'] });
    expect(JSON.parse(nameOnly(answer))).toEqual({ name: 'Coco Pools' });
  });
});
