import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request, { type Response } from 'supertest';
import { CURRENT_TERMS_VERSION, type AuthResult } from '@gp/shared';
import type { Clock } from '@gp/shared/server';
import { loadConfig } from '../config/config';
import { createHttpApp } from '../http-app';
import { registerJobProcessors } from '../job-processors';
import { EnsureAdminService } from '../modules/users/public';
import { startRuntime, type StartedRuntime } from '../runtime';

export const TEST_ADMIN = { email: 'admin@test.guanacastepros.cr', password: 'a-long-admin-password' } as const;
/** The password of every member and contractor the test app creates. */
export const TEST_PASSWORD = 'a-good-password';

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
  /**
   * A contractor (signed up with a beta key and role contractor) who signed the terms and has a
   * display name; `position` is that last write's, for X-Min-Position.
   */
  contractor(email: string, displayName: string): Promise<{ cookie: string; userId: string; position: number }>;
  /**
   * Resolves once the background job `name` with this id has completed, at once if it already
   * has; rejects if it failed for good. Completions are recorded from the start of the app, so a
   * job that finished before the test asked is not missed.
   */
  jobSettled(name: string, jobId: string): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * The index.html both web apps are served from, in place of the builds: tests of the served
   * pages see their head and status without running the web builds (which answer 503 until built).
   */
  webIndexHtml?: string;
  /** More files of that build, by path inside it (a stylesheet the index links). */
  webFiles?: Record<string, string | Uint8Array>;
  /** Render web-public's pages on the server from its sources (src/entry-server.tsx), as the build does. */
  serverRender?: boolean;
  /** The app's clock (a `setClock` to set the time a rule sees); the machine's time otherwise. */
  clock?: Clock;
}

/**
 * The real application on the embedded adapters (SQLite in a temporary directory, in-memory read
 * models), exactly as `npm start` wires it, minus the listening socket, and with every API answer checked against
 * its contract's response schema.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  const runtime = await startRuntime(config, 'all', () => undefined, { clock: options.clock });
  await runtime.ready;
  const jobSettled = recordJobOutcomes(runtime);
  const webDir = options.webIndexHtml === undefined ? null : webBuild(options.webIndexHtml, options.webFiles);
  const publicServerEntry = options.serverRender
    ? join(__dirname, '..', '..', '..', 'web-public', 'src', 'entry-server.tsx')
    : undefined;
  const app = await createHttpApp(runtime, webDir ? { public: webDir, admin: webDir, publicServerEntry } : undefined, {
    checkAnswers: true,
  });
  await app.get(EnsureAdminService).ensure(TEST_ADMIN.email, TEST_ADMIN.password);
  runtime.startup.serve();
  const http = () => request(app.getHttpServer());
  const sessionCookie = (response: Response) => {
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('gp_session='));
    if (!cookie) throw new Error('no session cookie was set');
    return cookie.split(';')[0]!;
  };
  const signIn = async (email: string, password: string) =>
    sessionCookie(await http().post('/api/v1/auth/sign-in').send({ email, password }).expect(200));
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
    jobSettled,
    async member(email) {
      const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      const key = await http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201);
      const { cookie, body } = await signUp({ email, password: TEST_PASSWORD, betaKey: key.body.keyId });
      await http()
        .post('/api/v1/account/terms')
        .set('Cookie', cookie)
        .send({ version: CURRENT_TERMS_VERSION })
        .expect(200);
      return { cookie, userId: body.user.id };
    },
    async contractor(email, displayName) {
      const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      const key = await http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201);
      const { cookie, body } = await signUp({
        email,
        password: TEST_PASSWORD,
        betaKey: key.body.keyId,
        role: 'contractor',
      });
      await http()
        .post('/api/v1/account/terms')
        .set('Cookie', cookie)
        .send({ version: CURRENT_TERMS_VERSION })
        .expect(200);
      const named = await http()
        .put('/api/v1/account/display-name')
        .set('Cookie', cookie)
        .send({ displayName })
        .expect(200);
      return { cookie, userId: body.user.id, position: (named.body as { position: number }).position };
    },
    async close() {
      await app.close();
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (webDir) rmSync(webDir, { recursive: true, force: true });
    },
  };
}

/** A temporary folder holding one index.html, standing in for a web app's build. */
function webBuild(indexHtml: string, files: Record<string, string | Uint8Array> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'gp-web-'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** Every job outcome of the app's queue, kept per job as a settled-once promise. */
function recordJobOutcomes(runtime: StartedRuntime): (name: string, jobId: string) => Promise<void> {
  const outcomes = new Map<string, { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void }>();
  const outcome = (name: string, jobId: string) => {
    const key = `${name}/${jobId}`;
    let entry = outcomes.get(key);
    if (!entry) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((onResolve, onReject) => {
        resolve = onResolve;
        reject = onReject;
      });
      // Not awaited by anyone yet: a failure is reported when a test asks for it.
      promise.catch(() => undefined);
      entry = { promise, resolve, reject };
      outcomes.set(key, entry);
    }
    return entry;
  };
  const processors = registerJobProcessors(runtime, () => undefined);
  processors.onCompleted((name, jobId) => outcome(name, jobId).resolve());
  runtime.adapters.jobQueue.onFailed((name, jobId, error) => outcome(name, jobId).reject(error));
  return (name, jobId) => outcome(name, jobId).promise;
}
