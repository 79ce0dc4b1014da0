import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { betaKeysProjection } from '@gp/projections';
import { streamIds } from '@gp/shared';
import { loadConfig, type Config } from '../../config/config';
import { createHttpApp } from '../../http-app';
import { startRuntime, type StartedRuntime } from '../../runtime';
import { Startup } from '../startup';

const KEYS = 30;

describe('Start: the process listens while it replays the log and serves nothing but its health until started', () => {
  let dataDir: string;
  let config: Config;
  const started: StartedRuntime[] = [];

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gp-start-'));
    config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    // A log written by an earlier run: the next start replays it.
    const earlier = await startRuntime(config, 'all', () => undefined);
    await earlier.ready;
    for (let index = 0; index < KEYS; index += 1) {
      await earlier.adapters.eventStore.appendToStream(
        streamIds.betaKey(`key-${index}`),
        [
          {
            id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
            type: 'BetaKeyIssued',
            data: { keyId: `key-${index}`, issuedAt: '2026-01-01T00:00:00.000Z' },
            metadata: { actorId: null },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
    }
    await earlier.stop();
  });

  afterEach(async () => {
    for (const runtime of started.splice(0)) await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is replaying until every read model has the log, starting until its start-up work is done, then serving', async () => {
    const runtime = await startRuntime(config, 'all', () => undefined);
    started.push(runtime);
    expect(runtime.startup.phase()).toBe('replaying');

    await runtime.ready;
    expect(runtime.startup.phase()).toBe('starting');
    expect(await runtime.progress.position()).toBe(await runtime.adapters.eventStore.headPosition());
    expect(await runtime.adapters.readStore.collection(betaKeysProjection.collection).countDocuments()).toBe(KEYS);

    runtime.startup.serve();
    expect(runtime.startup.phase()).toBe('serving');
  });

  describe('over HTTP', () => {
    let app: NestFastifyApplication;
    let replaying: boolean;
    let startup: Startup;

    beforeEach(async () => {
      const runtime = await startRuntime(config, 'all', () => undefined);
      started.push(runtime);
      await runtime.ready;
      replaying = true;
      startup = new Startup(() => replaying);
      app = await createHttpApp({ ...runtime, startup });
    });

    afterEach(() => app.close());

    const http = () => request(app.getHttpServer());

    it('answers the health check 503 "replaying" with how far the read models have come', async () => {
      const response = await http().get('/api/health').expect(503);
      expect(response.body).toMatchObject({ status: 'replaying', projector: { position: KEYS, head: KEYS } });

      replaying = false;
      await http()
        .get('/api/health')
        .expect(503)
        .expect((answer) => expect(answer.body.status).toBe('starting'));

      startup.serve();
      await http()
        .get('/api/health')
        .expect(200)
        .expect((answer) => expect(answer.body.status).toBe('ok'));
    });

    it('refuses API calls with SERVER.STARTING and Retry-After, in the caller’s language, until it serves', async () => {
      const english = await http().get('/api/v1/pros').expect(503);
      expect(english.body).toEqual({
        code: 'SERVER.STARTING',
        message: 'Guanacaste Pros is starting up. Please try again in a few seconds.',
      });
      expect(english.headers['retry-after']).toBe('2');
      expect(english.headers['cache-control']).toBe('no-store');
      const spanish = await http().get('/api/v1/pros').set('Accept-Language', 'es-CR,es;q=0.9').expect(503);
      expect(spanish.body.message).toBe('Guanacaste Pros se está iniciando. Inténtalo de nuevo en unos segundos.');

      replaying = false;
      startup.serve();
      await http().get('/api/v1/pros').expect(200);
    });

    it('answers a page with a notice in the language of its path that reloads itself', async () => {
      const page = await http().get('/es/directory').set('Accept-Language', 'en').expect(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('<html lang="es">');
      expect(page.text).toContain('Guanacaste Pros se está iniciando.');
      expect(page.text).toContain('<meta http-equiv="refresh" content="2">');
    });

    it('refuses to serve while the log still replays', () => {
      expect(() => startup.serve()).toThrow('Cannot serve before the replay at start is done');
    });
  });
});
