import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serverEnv } from './server-env.cjs';

const root = join(__dirname, '..', '..', '..');

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  /** SIGKILL: no shutdown hooks run, as in a power cut. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** A port nothing listens on now, on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts the built embedded server on a data directory and resolves once /api/health answers. */
export async function startServer(port: number, dataDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js'), 'all'], {
    cwd: root,
    env: serverEnv(port, dataDir),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // The process prints its banner once it listens; health then confirms every adapter answers.
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running on')) resolve();
    });
  });
  const health = await fetch(`${origin}/api/health`);
  if (!health.ok) throw new Error(`server unhealthy: ${health.status}`);
  const exited = once(child, 'exit');
  return {
    origin,
    process: child,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  // Every cookie the answer sets (the session and the sign-in throttle's device cookie), as a Cookie header.
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}
