import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streamIds } from '@gp/shared';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';
import { openSqlite } from '../../infrastructure/sqlite/open-sqlite';
import { contractor } from '../../testing/public-pro';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import { phoneClient } from '../phone/public';

const PREFERENCES = '/api/v1/account/profile/contact-preferences';

/** A public pro's links, profile channels and owner view, and whether the directory lists them, at a position. */
function reader(t: TestApp) {
  const get = (path: string, position: number, cookie?: string) => {
    const call = t.http().get(path).set('X-Min-Position', String(position));
    return (cookie ? call.set('Cookie', cookie) : call).expect(200).then((response) => response.body);
  };
  return {
    links: (proId: string, position: number) => get(`/api/v1/pros/${proId}/contact`, position),
    channels: async (proId: string, position: number) => (await get(`/api/v1/profiles/${proId}`, position)).contact,
    owner: (proId: string, cookie: string, position: number) => get(`/api/v1/profiles/${proId}`, position, cookie),
    listed: async (proId: string, position: number) =>
      ((await get('/api/v1/pros?pageSize=100', position)).items as { id: string }[]).some((item) => item.id === proId),
  };
}

describe('a verified number is public only once the pro chooses it (issue 39 item 1)', () => {
  let t: TestApp;
  const head = () => t.runtime.adapters.eventStore.headPosition();
  const choose = async (cookie: string, preferences: { whatsapp: boolean; call: boolean; message: boolean }) =>
    (await t.http().put(PREFERENCES).set('Cookie', cookie).send(preferences).expect(200)).body.position as number;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives no wa.me or tel: for a newly verified number until the pro chooses WhatsApp and call', async () => {
    const pro = await contractor(t, 'consent@example.com', 'Consent Plumbing');
    await phoneClient(t).attach(pro.cookie, '+50688881111');
    const read = reader(t);
    const verified = await head();

    expect(await read.links(pro.userId, verified)).toEqual({ whatsapp: null, call: null });
    expect(await read.channels(pro.userId, verified)).toEqual({ whatsapp: false, call: false, message: true });
    const owner = await read.owner(pro.userId, pro.cookie, verified);
    expect(owner.phoneVerified).toBe(true);
    expect(owner.contactPreferences).toEqual({ whatsapp: false, call: false, message: true });
    expect(owner.contactChoice).toBe('default');

    const chosen = await choose(pro.cookie, { whatsapp: true, call: true, message: true });
    const links = await read.links(pro.userId, chosen);
    expect(new URL(links.whatsapp).pathname).toBe('/50688881111');
    expect(links.call).toBe('tel:+50688881111');
    expect((await read.owner(pro.userId, pro.cookie, chosen)).contactChoice).toBe('chosen');

    // A new number is asked about again: the choice was made for the old one.
    await phoneClient(t).attach(pro.cookie, '+50688882222');
    expect(await read.links(pro.userId, await head())).toEqual({ whatsapp: null, call: null });
  }, 60_000);

  it('keeps a pro with no way to be reached out of the directory until one is on', async () => {
    const pro = await contractor(t, 'unreachable@example.com', 'Hidden Pools');
    const read = reader(t);
    expect(await read.listed(pro.userId, pro.position)).toBe(true);

    const allOff = await choose(pro.cookie, { whatsapp: false, call: false, message: false });
    expect(await read.listed(pro.userId, allOff)).toBe(false);
    // WhatsApp chosen without a verified number reaches no one: still not listed.
    const noNumber = await choose(pro.cookie, { whatsapp: true, call: false, message: false });
    expect(await read.listed(pro.userId, noNumber)).toBe(false);
    await phoneClient(t).attach(pro.cookie, '+50688883333');
    const whatsappOnly = await choose(pro.cookie, { whatsapp: true, call: false, message: false });
    expect(await read.listed(pro.userId, whatsappOnly)).toBe(true);
    const messagesOnly = await choose(pro.cookie, { whatsapp: false, call: false, message: true });
    expect(await read.listed(pro.userId, messagesOnly)).toBe(true);
  }, 60_000);
});

describe('a pro whose number was verified before consent was asked (v1 PhoneNumberVerified)', () => {
  let dataDir: string;
  let t: TestApp | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gp-consent-v1-'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps WhatsApp and call on, is told once, and confirming records the choice', async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    const pro = await contractor(t, 'before@example.com', 'Old Pumps');
    await t.close();
    // The log as the previous release wrote a verification: no publishedByDefault, no schemaVersion.
    const db = openSqlite(join(dataDir, 'guanacaste.sqlite'));
    await new SqliteEventStore(db).appendToStream(
      streamIds.user(pro.userId),
      [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          type: 'PhoneNumberVerified',
          data: { userId: pro.userId, phoneNumber: '+50688884444', verifiedAt: '2026-01-05T10:00:00.000Z' },
          metadata: { actorId: pro.userId },
        },
      ],
      { expectedRevision: 'any' },
    );
    db.close();

    t = await createTestApp({ DATA_DIR: dataDir });
    const cookie = await t.signIn('before@example.com', TEST_PASSWORD);
    const read = reader(t);
    const before = await t.runtime.adapters.eventStore.headPosition();

    expect(await read.links(pro.userId, before)).toEqual({
      whatsapp: expect.stringMatching(/^https:\/\/wa\.me\/50688884444\?/),
      call: 'tel:+50688884444',
    });
    expect(await read.listed(pro.userId, before)).toBe(true);
    const owner = await read.owner(pro.userId, cookie, before);
    expect(owner.contactPreferences).toEqual({ whatsapp: true, call: true, message: true });
    expect(owner.contactChoice).toBe('implied');

    // "Keep it" on the one-time notice: the same channels, now the pro's own choice.
    const kept = (await t.http().put(PREFERENCES).set('Cookie', cookie).send(owner.contactPreferences).expect(200)).body
      .position;
    expect(kept).toBeGreaterThan(before);
    expect((await read.owner(pro.userId, cookie, kept)).contactChoice).toBe('chosen');
    expect((await read.links(pro.userId, kept)).call).toBe('tel:+50688884444');
  }, 60_000);
});
