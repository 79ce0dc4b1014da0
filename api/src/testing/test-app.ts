import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { loadConfig } from '../config/config';
import { createHttpApp } from '../http-app';
import { EnsureAdminService } from '../modules/users/ensure-admin/ensure-admin.service';
import { startRuntime, type StartedRuntime } from '../runtime';

export const TEST_ADMIN = { email: 'admin@test.guanacastepros.cr', password: 'a-long-admin-password' } as const;

export interface TestApp {
  app: NestFastifyApplication;
  runtime: StartedRuntime;
  http: () => ReturnType<typeof request>;
  /** Signs in and returns the session cookie to send on later requests. */
  signIn(email: string, password: string): Promise<string>;
  signInAsAdmin(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real application on the embedded adapters (SQLite in a temporary directory, in-memory read
 * models), exactly as `npm start` wires it, minus the listening socket.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  const runtime = await startRuntime(config, 'all', () => undefined);
  const app = await createHttpApp(runtime);
  await app.get(EnsureAdminService).ensure(TEST_ADMIN.email, TEST_ADMIN.password);
  const http = () => request(app.getHttpServer());
  const signIn = async (email: string, password: string) => {
    const response = await http().post('/api/v1/auth/sign-in').send({ email, password }).expect(200);
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('gp_session='));
    if (!cookie) throw new Error('sign-in set no session cookie');
    return cookie.split(';')[0]!;
  };
  return {
    app,
    runtime,
    http,
    signIn,
    signInAsAdmin: () => signIn(TEST_ADMIN.email, TEST_ADMIN.password),
    async close() {
      await app.close();
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
