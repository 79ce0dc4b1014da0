import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request, { type Response } from 'supertest';
import { CURRENT_TERMS_VERSION, type AuthResult } from '@gp/shared';
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
  /** Creates an account through the API; returns its session cookie and the answer. */
  signUp(body: Record<string, unknown>, cookie?: string): Promise<{ cookie: string; body: AuthResult }>;
  /** A registered user with beta access and the current terms signed. */
  member(email: string): Promise<{ cookie: string; userId: string }>;
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
  const sessionCookie = (response: Response) => {
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('gp_session='));
    if (!cookie) throw new Error('no session cookie was set');
    return cookie.split(';')[0]!;
  };
  const signIn = async (email: string, password: string) => sessionCookie(await http().post('/api/v1/auth/sign-in').send({ email, password }).expect(200));
  const signUp = async (body: Record<string, unknown>, cookie?: string) => {
    const call = http().post('/api/v1/auth/sign-up');
    if (cookie) void call.set('Cookie', cookie);
    const response = await call.send(body).expect(200);
    return { cookie: sessionCookie(response), body: response.body as AuthResult };
  };
  return {
    app,
    runtime,
    http,
    signIn,
    signInAsAdmin: () => signIn(TEST_ADMIN.email, TEST_ADMIN.password),
    signUp,
    async member(email) {
      const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      const key = await http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201);
      const { cookie, body } = await signUp({ email, password: 'a-good-password', betaKey: key.body.keyId });
      await http().post('/api/v1/account/terms').set('Cookie', cookie).send({ version: CURRENT_TERMS_VERSION }).expect(200);
      return { cookie, userId: body.user.id };
    },
    async close() {
      await app.close();
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
