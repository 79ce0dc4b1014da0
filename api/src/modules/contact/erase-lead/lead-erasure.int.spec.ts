import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { leadsProjection, Projector } from '@gp/projections';
import { streamIds } from '@gp/shared';
import type { Response } from 'supertest';
import { setClock } from '../../../infrastructure/clock/set-clock';
import { MemoryReadStore } from '../../../infrastructure/read-store/memory-read-store';
import { contractor, type TestPro } from '../../../testing/public-pro';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ERASE_EXPIRED_REQUESTS, retentionJobId } from '../public';

const CATCH_UP_MS = 10_000;

/** The files of the data directory (the SQLite log, key-value and job tables, WAL, keys, snapshot) holding `value`. */
function filesHolding(dataDir: string, value: string): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  return files(dataDir)
    .filter((path) => readFileSync(path).includes(Buffer.from(value, 'utf8')))
    .map((path) => path.slice(dataDir.length + 1));
}

describe('erasing a request: the pro deletes it, its sender withdraws it, retention, a deleted sender or pro', () => {
  const clock = setClock('2026-11-22T10:00:00.000Z');
  let t: TestApp;
  let playa: TestPro;
  let tamarindo: TestPro;
  let client: { cookie: string; userId: string };
  let otherClient: { cookie: string; userId: string };
  let admin: string;
  let latest = 0;
  /** Every API answer the test read, to search for erased values. */
  const answers: string[] = [];

  const track = async (call: PromiseLike<Response>) => {
    const response = await call;
    answers.push(JSON.stringify(response.body));
    if (typeof response.body?.position === 'number') latest = Math.max(latest, response.body.position);
    return response;
  };
  const get = (path: string, cookie: string) =>
    track(t.http().get(path).set('Cookie', cookie).set('X-Min-Position', String(latest)));
  const del = (path: string, cookie: string, lang = 'en') =>
    track(t.http().delete(path).set('Cookie', cookie).set('Accept-Language', lang));
  let address = 0;
  const sendLead = async (
    proId: string,
    person: { name: string; phoneNumber: string; message: string },
    cookie?: string,
  ) => {
    // Each from its own address (behind one proxy hop): an address may send 5 requests an hour.
    const call = t.http().post(`/api/v1/pros/${proId}/leads`).set('X-Forwarded-For', `203.0.113.${++address}`);
    const response = await track((cookie ? call.set('Cookie', cookie) : call).send({ ...person, lang: 'es' }));
    expect(response.status).toBe(201);
    return response.body.leadId as string;
  };
  const inboxIds = async (pro: TestPro) =>
    (await get('/api/v1/account/leads', pro.cookie)).body.items.map((item: { id: string }) => item.id);
  const sentIds = async (cookie: string) =>
    (await get('/api/v1/account/sent-requests', cookie)).body.items.map((item: { id: string }) => item.id);
  const leadEvents = (leadId: string) => t.runtime.adapters.eventStore.readStream(streamIds.lead(leadId));
  const projected = async () => {
    const head = await t.runtime.adapters.eventStore.headPosition();
    await t.runtime.reactors!.waitForPosition(head, CATCH_UP_MS);
    await t.runtime.projector!.waitForPosition(await t.runtime.adapters.eventStore.headPosition(), CATCH_UP_MS);
    latest = Math.max(latest, await t.runtime.adapters.eventStore.headPosition());
  };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, { clock });
    playa = await contractor(t, 'playa-erase@example.com', 'Playa Fix');
    tamarindo = await contractor(t, 'tamarindo-erase@example.com', 'Tamarindo Pools');
    client = await t.member('client-erase@example.com');
    otherClient = await t.member('other-erase@example.com');
    admin = await t.signInAsAdmin();
    latest = await t.runtime.adapters.eventStore.headPosition();
  });
  afterAll(() => t.close());

  it('lets only its pro delete a request: its name, number and message leave every answer and every file', async () => {
    const person = { name: 'Zoraida Quesadilla', phoneNumber: '+50670009876', message: 'Gotera-unica-en-el-techo' };
    const leadId = await sendLead(playa.userId, person, client.cookie);
    expect(await inboxIds(playa)).toContain(leadId);

    // Before: the read-model snapshot holds them, and the log opens them: the search below can find them.
    await t.runtime.adapters.readModelSnapshot!.save();
    expect(filesHolding(t.runtime.config.DATA_DIR, person.name)).toEqual(['read-models.snapshot']);
    expect((await leadEvents(leadId))[0]?.data).toMatchObject(person);

    // Another pro, the client (on the pro's path) and a visitor: not theirs, nothing changes.
    const head = await t.runtime.adapters.eventStore.headPosition();
    const refused = await del(`/api/v1/account/leads/${leadId}`, tamarindo.cookie, 'es');
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      404,
      'LEAD.NOT_FOUND',
      'Esta solicitud no existe.',
    ]);
    expect((await del(`/api/v1/account/leads/${leadId}`, client.cookie)).status).toBe(404);
    expect((await t.http().delete(`/api/v1/account/leads/${leadId}`)).status).toBe(401);
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(head);
    expect((await leadEvents(leadId))[0]?.data).toMatchObject(person);

    const deleted = await del(`/api/v1/account/leads/${leadId}`, playa.cookie);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ position: expect.any(Number) });
    // Twice: nothing more is written.
    const again = await del(`/api/v1/account/leads/${leadId}`, playa.cookie);
    expect(again.status).toBe(200);
    const events = await leadEvents(leadId);
    expect(events.map((event) => event.type)).toEqual(['LeadSent', 'LeadErased']);
    expect(events[1]?.data).toMatchObject({ leadId, proId: playa.userId, reason: 'deleted-by-pro' });
    expect(events[0]?.data).toMatchObject({ name: '', phoneNumber: '', message: '' });
    expect(events[0]?.metadata.personalDataErasedAt).toEqual(expect.any(String));

    // Gone for the pro: no inbox, no count, no answer; and from the client's sent list.
    expect(await inboxIds(playa)).not.toContain(leadId);
    expect((await get('/api/v1/account/leads/unread', playa.cookie)).body).toEqual({ unread: 0 });
    expect(
      (await track(t.http().post(`/api/v1/account/leads/${leadId}/answered`).set('Cookie', playa.cookie))).status,
    ).toBe(404);
    expect(await sentIds(client.cookie)).not.toContain(leadId);
    await get('/api/v1/admin/leads', admin);
    await get('/api/v1/account/data-export', client.cookie);
    await get('/api/v1/account/data-export', playa.cookie);

    await t.runtime.adapters.readModelSnapshot!.save();
    for (const value of [person.name, person.message, '70009876']) {
      expect(filesHolding(t.runtime.config.DATA_DIR, value)).toEqual([]);
      expect(answers.slice(answers.indexOf(JSON.stringify(deleted.body)) + 1).join('\n')).not.toContain(value);
    }
  });

  it('lets only its sender withdraw a request they sent while signed in', async () => {
    const leadId = await sendLead(
      tamarindo.userId,
      { name: 'Laura', phoneNumber: '+50670001111', message: 'Piscina verde' },
      client.cookie,
    );
    expect(await sentIds(client.cookie)).toContain(leadId);
    expect((await del(`/api/v1/account/sent-requests/${leadId}`, otherClient.cookie)).status).toBe(404);
    // The pro who received it is not its sender.
    expect((await del(`/api/v1/account/sent-requests/${leadId}`, tamarindo.cookie)).status).toBe(404);
    expect((await t.http().delete(`/api/v1/account/sent-requests/${leadId}`)).status).toBe(401);

    const withdrawn = await del(`/api/v1/account/sent-requests/${leadId}`, client.cookie);
    expect(withdrawn.status).toBe(200);
    expect((await leadEvents(leadId)).at(-1)?.data).toMatchObject({ reason: 'withdrawn-by-client' });
    expect(await sentIds(client.cookie)).not.toContain(leadId);
    expect(await inboxIds(tamarindo)).not.toContain(leadId);
  });

  it('lets a visitor withdraw a request sent from their anonymous session', async () => {
    // A visitor's review opens an anonymous session; a request sent from it records it as the sender.
    const review = await t
      .http()
      .post('/api/v1/reviews')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({
        contractorId: tamarindo.userId,
        rating: 5,
        name: 'Ana',
        email: 'ana@example.com',
        title: 'Bien',
        body: 'Muy bien.',
      })
      .expect(201);
    const anonymous = ([] as string[]).concat(review.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    const leadId = await sendLead(
      playa.userId,
      { name: 'Ana', phoneNumber: '+50670006666', message: 'Jardín' },
      anonymous,
    );
    expect((await del(`/api/v1/account/sent-requests/${leadId}`, client.cookie)).status).toBe(404);
    const withdrawn = await del(`/api/v1/account/sent-requests/${leadId}`, anonymous);
    expect(withdrawn.status).toBe(200);
    expect((await leadEvents(leadId)).at(-1)?.data).toMatchObject({ reason: 'withdrawn-by-client' });
    expect(await inboxIds(playa)).not.toContain(leadId);
  });

  it("erases every request of a deleted sender, and no one else's", async () => {
    const leaving = await t.member('leaving-erase@example.com');
    const toPlaya = await sendLead(
      playa.userId,
      { name: 'Ignacio', phoneNumber: '+50670002222', message: 'Cerca rota' },
      leaving.cookie,
    );
    const toTamarindo = await sendLead(
      tamarindo.userId,
      { name: 'Ignacio', phoneNumber: '+50670002222', message: 'Piscina' },
      leaving.cookie,
    );
    const staying = await sendLead(
      playa.userId,
      { name: 'Marta', phoneNumber: '+50670003333', message: 'Puerta' },
      otherClient.cookie,
    );
    await track(t.http().delete(`/api/v1/admin/users/${leaving.userId}`).set('Cookie', admin).expect(200));
    await projected();

    for (const leadId of [toPlaya, toTamarindo]) {
      const events = await leadEvents(leadId);
      expect(events.at(-1)?.data).toMatchObject({ reason: 'sender-deleted' });
      expect(events[0]?.data).toMatchObject({ name: '', phoneNumber: '', message: '' });
    }
    expect((await leadEvents(staying)).map((event) => event.type)).toEqual(['LeadSent']);
    expect(await inboxIds(playa)).toEqual(expect.arrayContaining([staying]));
    expect(await inboxIds(playa)).not.toContain(toPlaya);
    expect(await inboxIds(tamarindo)).not.toContain(toTamarindo);
  });

  it("erases every request a deleted pro received, and no other pro's", async () => {
    const leavingPro = await contractor(t, 'leaving-pro-erase@example.com', 'Leaving Fix');
    const received = [
      await sendLead(leavingPro.userId, { name: 'Rocío', phoneNumber: '+50670004444', message: 'Techo' }),
      await sendLead(
        leavingPro.userId,
        { name: 'Rocío', phoneNumber: '+50670004444', message: 'Canoa' },
        otherClient.cookie,
      ),
    ];
    const staying = await sendLead(tamarindo.userId, { name: 'Rocío', phoneNumber: '+50670004444', message: 'Bomba' });
    await track(t.http().delete(`/api/v1/admin/users/${leavingPro.userId}`).set('Cookie', admin).expect(200));
    await projected();

    for (const leadId of received) {
      const events = await leadEvents(leadId);
      expect(events.at(-1)?.data).toMatchObject({ reason: 'pro-deleted' });
      expect(events[0]?.data).toMatchObject({ name: '', phoneNumber: '', message: '' });
    }
    expect(await sentIds(otherClient.cookie)).not.toContain(received[1]);
    expect((await leadEvents(staying)).map((event) => event.type)).toEqual(['LeadSent']);
    expect(await inboxIds(tamarindo)).toEqual(expect.arrayContaining([staying]));
  });

  it('erases, with the clock set, only the requests sent more than 12 months before', async () => {
    clock.set('2027-01-10T08:00:00.000Z');
    const old = await sendLead(playa.userId, { name: 'Rosa', phoneNumber: '+50670004444', message: 'Vieja' });
    clock.set('2027-06-01T08:00:00.000Z');
    const recent = await sendLead(playa.userId, { name: 'Pablo', phoneNumber: '+50670005555', message: 'Nueva' });

    // One second short of 12 months: nothing yet.
    clock.set('2028-01-10T07:59:59.000Z');
    await t.runtime.adapters.jobQueue.enqueue(ERASE_EXPIRED_REQUESTS, { day: '2028-01-10' }, { jobId: 'early' });
    await t.jobSettled(ERASE_EXPIRED_REQUESTS, 'early');
    expect((await leadEvents(old)).map((event) => event.type)).toEqual(['LeadSent']);

    clock.set('2028-01-10T09:00:00.000Z');
    const jobId = retentionJobId('2028-01-10');
    await t.runtime.adapters.jobQueue.enqueue(ERASE_EXPIRED_REQUESTS, { day: '2028-01-10' }, { jobId });
    await t.jobSettled(ERASE_EXPIRED_REQUESTS, jobId);
    await projected();

    const erased = await leadEvents(old);
    expect(erased.map((event) => event.type)).toEqual(['LeadSent', 'LeadErased']);
    expect(erased[1]?.data).toMatchObject({ reason: 'retention', erasedAt: '2028-01-10T09:00:00.000Z' });
    expect(erased[0]?.data).toMatchObject({ name: '', phoneNumber: '', message: '' });
    expect((await leadEvents(recent)).map((event) => event.type)).toEqual(['LeadSent']);
    expect((await leadEvents(recent))[0]?.data).toMatchObject({ name: 'Pablo' });
  });

  it('rebuilds, from the log whose erased requests read erased, the same leads read model as the live one', async () => {
    await projected();
    const fresh = new MemoryReadStore();
    await Projector.rebuild(t.runtime.adapters.eventStore, fresh, [leadsProjection], {
      logger: { info: () => undefined, error: () => undefined },
    });
    const sorted = { sort: { _id: 1 as const } };
    expect(await fresh.collection(leadsProjection.collection).find({}, sorted)).toEqual(
      await t.runtime.adapters.readStore.collection(leadsProjection.collection).find({}, sorted),
    );
  });
});
