import type { BetaKeyEvent } from '@gp/shared';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';
import { openSqlite } from '../../infrastructure/sqlite/open-sqlite';
import { betaKeyDecider } from '../../modules/beta-keys/beta-key.decider';
import { CommandPipeline } from './command-pipeline';

describe('CommandPipeline on the SQLite event store', () => {
  const db = openSqlite(':memory:');
  const store = new SqliteEventStore(db);
  const pipeline = new CommandPipeline(store);
  const now = '2026-11-22T10:00:00.000Z';
  const issue = (keyId: string, commandId: string) =>
    pipeline.run(betaKeyDecider, {
      commandId,
      streamId: `betakey-${keyId}`,
      command: { type: 'IssueBetaKey', keyId, note: null, now },
      metadata: { actorId: 'admin' },
    });
  const consume = (keyId: string, userId: string, commandId: string, expectedRevision?: number) =>
    pipeline.run(betaKeyDecider, {
      commandId,
      streamId: `betakey-${keyId}`,
      command: { type: 'ConsumeBetaKey', keyId, userId, now },
      metadata: { actorId: userId },
      expectedRevision,
    });
  afterAll(() => db.close());

  it('appends decided events with metadata and the command as their cause', async () => {
    await issue('k1', 'cmd-1');
    const [event] = await store.readStream('betakey-k1');
    expect(event).toMatchObject({ type: 'BetaKeyIssued', metadata: { actorId: 'admin', causationId: 'cmd-1' } });
  });

  it('answers a retried command with what it did the first time, appending nothing', async () => {
    const first = await issue('k2', 'cmd-2');
    const retried = await issue('k2', 'cmd-2');
    expect(retried).toEqual(first);
    expect(await store.readStream('betakey-k2')).toHaveLength(1);
  });

  it("re-decides after losing a race, so the loser sees the winner's event", async () => {
    await issue('k3', 'cmd-3');
    const results = await Promise.allSettled([consume('k3', 'u1', 'cmd-3a'), consume('k3', 'u2', 'cmd-3b')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { code: 'BETA_KEY.CONSUMED' },
    });
    const events = (await store.readStream('betakey-k3')) as unknown as { type: BetaKeyEvent['type'] }[];
    expect(events.map((event) => event.type)).toEqual(['BetaKeyIssued', 'BetaKeyConsumed']);
  });

  it("answers a conflict at once when the caller's expected revision is stale", async () => {
    await issue('k4', 'cmd-4');
    await expect(consume('k4', 'u1', 'cmd-4a', 5)).rejects.toMatchObject({ code: 'CONCURRENCY.CONFLICT' });
    await consume('k4', 'u1', 'cmd-4b', 0);
    expect(await store.readStream('betakey-k4')).toHaveLength(2);
  });
});
