import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { freePort, signIn, startServer } from './support/server';

const DEMO_ADMIN = { email: 'admin@demo.guanacastepros.cr', password: 'pura-vida-admin' };
const IN_FLIGHT = 8;

test('kill -9 during a burst of writes loses no acknowledged event, and the read models equal a rebuild', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-crash-'));
  try {
    const port = await freePort();
    const server = await startServer(port, dataDir);
    const cookie = await signIn(server.origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const acknowledged: string[] = [];
    let killed = false;
    // Only the kill may fail a request: any other failure ends the burst at once, not at the timeout.
    const issue = async () => {
      let response: Response;
      try {
        response = await fetch(`${server.origin}/api/v1/admin/beta-keys`, {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/json' },
          body: '{}',
        });
      } catch (error) {
        if (killed) return;
        throw error;
      }
      if (response.status !== 201) throw new Error(`issuing a beta key answered ${response.status}`);
      acknowledged.push(((await response.json()) as { keyId: string }).keyId);
    };
    // Keep IN_FLIGHT requests running; pull the plug after 60 acknowledgements, mid-burst.
    const worker = async () => {
      while (!killed) {
        await issue();
        if (acknowledged.length >= 60 && !killed) {
          killed = true;
          await server.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const acknowledgedAtKill = [...acknowledged];

    // Every acknowledged event is in the log on disk.
    const log = new Database(join(dataDir, 'guanacaste.sqlite'), { readonly: true });
    const streams = new Set(
      (
        log.prepare("SELECT stream_id FROM event_log WHERE type = 'BetaKeyIssued'").all() as { stream_id: string }[]
      ).map((row) => row.stream_id),
    );
    log.close();
    for (const keyId of acknowledgedAtKill) expect(streams.has(`betakey-${keyId}`)).toBe(true);

    // The restarted process rebuilds its read models by replay; they hold exactly what the log holds.
    const restarted = await startServer(port, dataDir);
    try {
      const adminCookie = await signIn(restarted.origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const listed = new Set<string>();
      for (let page = 1; ; page++) {
        const response = await fetch(`${restarted.origin}/api/v1/admin/beta-keys?pageSize=100&page=${page}`, {
          headers: { Cookie: adminCookie },
        });
        const body = (await response.json()) as { items: { id: string }[]; total: number };
        body.items.forEach((item) => listed.add(item.id));
        if (body.items.length < 100) break;
      }
      expect(new Set([...streams].map((stream) => stream.slice('betakey-'.length)))).toEqual(listed);
      expect(listed.size).toBeGreaterThanOrEqual(acknowledgedAtKill.length);
    } finally {
      await restarted.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
