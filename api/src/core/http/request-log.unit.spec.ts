import Fastify from 'fastify';
import type { LogFormat } from './log-format';
import { registerRequestLog, withoutFastifyRequestLogs } from './request-log';

/** A Fastify app logging as the API does, into an array of parsed lines. */
async function appLogging(format: LogFormat, level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({ logger: { level, stream }, ...withoutFastifyRequestLogs(), genReqId: () => 'req-1' });
  registerRequestLog(app, format);
  app.get('/api/v1/pros', async () => ({ items: [] }));
  app.get('/api/v1/broken', async (request) => {
    request.log.warn('something to look at');
    return { items: [] };
  });
  await app.ready();
  return { app, lines };
}

describe('the request log', () => {
  it('writes one JSON line per request once it is answered: method, URL, status, time and address', async () => {
    const { app, lines } = await appLogging('json');
    await app.inject({ method: 'GET', url: '/api/v1/pros?q=plomero', remoteAddress: '203.0.113.9' });
    await app.inject({ method: 'GET', url: '/nowhere', remoteAddress: '203.0.113.9' });

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      reqId: 'req-1',
      msg: 'request completed',
      method: 'GET',
      url: '/api/v1/pros?q=plomero',
      statusCode: 200,
      remoteAddress: '203.0.113.9',
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(lines[1]).toMatchObject({ url: '/nowhere', statusCode: 404 });
    await app.close();
  });

  it('in a terminal, one short line: method, URL, status, milliseconds', async () => {
    const { app, lines } = await appLogging('human');
    await app.inject({ method: 'GET', url: '/api/v1/pros' });

    expect(lines.map((line) => line.msg)).toEqual([expect.stringMatching(/^GET \/api\/v1\/pros 200 \d+\.\d ms$/)]);
    await app.close();
  });

  it('below the info level writes no request lines, and what a request warns of still carries its id', async () => {
    const { app, lines } = await appLogging('json', 'warn');
    await app.inject({ method: 'GET', url: '/api/v1/pros' });
    await app.inject({ method: 'GET', url: '/api/v1/broken' });

    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-1', msg: 'something to look at' })]);
    await app.close();
  });
});
