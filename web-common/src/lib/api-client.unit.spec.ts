/** @jest-environment node */
import { json, startLocalHttpServer, type LocalHttpServer } from '../testing/local-http-server';
import { z } from 'zod';
import { ApiError, apiRequest, UnexpectedAnswerError } from './api-client';

const positionSchema = z.object({ position: z.number() });
const anything = z.unknown();

let api: LocalHttpServer;
beforeAll(async () => {
  api = await startLocalHttpServer();
});
afterAll(() => api.close());

describe('apiRequest', () => {
  it('sends a JSON body with its content type and returns the parsed answer', async () => {
    api.respondWith(json(201, { position: 7 }));

    const result = await apiRequest(`${api.origin}/api/v1/things`, positionSchema, {
      method: 'POST',
      body: { name: 'Ana' },
    });

    expect(result).toEqual({ position: 7 });
    const [request] = api.received;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v1/things', body: '{"name":"Ana"}' });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.accept).toBe('application/json');
  });

  it('sends no content type when there is no body', async () => {
    api.respondWith(json(200, {}));
    await apiRequest(`${api.origin}/api/v1/things`, anything);
    expect(api.received[0]!.method).toBe('GET');
    expect(api.received[0]!.headers['content-type']).toBeUndefined();
  });

  it('throws the API error body as an ApiError', async () => {
    api.respondWith(
      json(409, { code: 'CONCURRENCY.CONFLICT', message: 'Changed meanwhile.', details: { expected: 3 } }),
    );

    const error = await apiRequest(`${api.origin}/api/v1/things`, anything).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONCURRENCY.CONFLICT',
      message: 'Changed meanwhile.',
      details: { expected: 3 },
    });
  });

  it('derives a catalogue code from the status when the error body is not ours', async () => {
    api.respondWith((_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    });

    const error = await apiRequest(`${api.origin}/api/v1/things`, anything).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'SERVER.UNAVAILABLE' });
  });

  it('returns undefined for 204 No Content', async () => {
    api.respondWith((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(
      apiRequest(`${api.origin}/api/v1/things`, z.undefined(), { method: 'DELETE' }),
    ).resolves.toBeUndefined();
  });

  it('refuses a 2xx answer that is not JSON, such as an HTML fallback page', async () => {
    api.respondWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<!doctype html>');
    });
    await expect(apiRequest(`${api.origin}/api/v1/session`, anything)).rejects.toMatchObject({
      code: 'SERVER.INTERNAL',
    });
  });

  it('refuses a 2xx answer that does not fit the schema, and drops fields the schema does not name', async () => {
    api.respondWith(json(200, { position: 'seven' }));
    const error = await apiRequest(`${api.origin}/api/v1/things`, positionSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toMatchObject({
      status: 200,
      code: 'SERVER.INTERNAL',
      details: [expect.objectContaining({ path: ['position'] })],
    });

    api.respondWith(json(200, { position: 7, secret: 'x' }));
    await expect(apiRequest(`${api.origin}/api/v1/things`, positionSchema)).resolves.toEqual({ position: 7 });
  });
});
