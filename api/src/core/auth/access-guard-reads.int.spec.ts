import type { EventStore, KeyValueStore } from '@gp/shared/server';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Counts the reads made through the real embedded stores, which still answer them. */
function countReads(store: EventStore, keyValue: KeyValueStore): { reads: string[]; restore(): void } {
  const reads: string[] = [];
  const readStream = store.readStream.bind(store);
  const readAll = store.readAll.bind(store);
  const get = keyValue.get.bind(keyValue);
  store.readStream = (streamId) => {
    reads.push(`readStream ${streamId}`);
    return readStream(streamId);
  };
  store.readAll = (options) => {
    reads.push('readAll');
    return readAll(options);
  };
  keyValue.get = (key) => {
    reads.push(`get ${key}`);
    return get(key);
  };
  return {
    reads,
    restore: () => {
      store.readStream = readStream;
      store.readAll = readAll;
      keyValue.get = get;
    },
  };
}

describe('the access guard reads no event stream and, on the embedded stores, no session per request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers authenticated GETs without reading the event store or the session store', async () => {
    const admin = await t.signInAsAdmin();
    // The first request after sign-in may load the admin's access facts once.
    await t.http().get('/api/v1/admin/beta-keys?pageSize=5').set('Cookie', admin).expect(200);
    const counter = countReads(t.runtime.adapters.eventStore, t.runtime.adapters.keyValue);
    try {
      for (let request = 0; request < 5; request++) {
        await t.http().get('/api/v1/admin/beta-keys?pageSize=5').set('Cookie', admin).expect(200);
      }
    } finally {
      counter.restore();
    }
    expect(counter.reads).toEqual([]);
  });

  it('sees a change to the user at the next request', async () => {
    const ana = await t.member(`ana-${Math.random().toString(36).slice(2)}@example.com`);
    await t
      .http()
      .put('/api/v1/account/preferred-language')
      .set('Cookie', ana.cookie)
      .send({ preferredLang: 'en' })
      .expect(200);
    await t.http().get('/api/v1/session').set('Cookie', ana.cookie).expect(200);
    await t
      .http()
      .put('/api/v1/account/display-name')
      .set('Cookie', ana.cookie)
      .send({ displayName: 'Ana Rojas Pools' })
      .expect(200);
    const session = await t.http().get('/api/v1/session').set('Cookie', ana.cookie).expect(200);
    expect(session.body.user.displayName).toBe('Ana Rojas Pools');
  });
});
