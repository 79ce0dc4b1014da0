import { streamIds } from '@gp/shared';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { phoneClient } from '../../phone/public';
import { contractor, type TestPro } from '../../../testing/public-pro';

const PRO_PHONE = '+50688885678';
const CLIENT_PHONE = '+50670004321';
const HOSTILE = '</script><b>evil $& "quote"';

describe('GET /api/v1/account/sent-requests: the requests a member sent to pros', () => {
  let t: TestApp;
  let playa: TestPro;
  let tamarindo: TestPro;
  let client: { cookie: string; userId: string };
  let latest = 0;
  const answers: string[] = [];

  const sent = async (call: PromiseLike<Response>) => {
    const response = await call;
    answers.push(JSON.stringify(response.body));
    if (typeof response.body?.position === 'number') latest = Math.max(latest, response.body.position);
    return response;
  };
  const list = (cookie?: string, query = '') => {
    const call = t.http().get(`/api/v1/account/sent-requests${query}`).set('X-Min-Position', String(latest));
    return sent(cookie ? call.set('Cookie', cookie) : call);
  };
  const sendLead = (proId: string, message: string, cookie?: string) => {
    const call = t.http().post(`/api/v1/pros/${proId}/leads`);
    return sent(
      (cookie ? call.set('Cookie', cookie) : call).send({
        name: 'Laura',
        phoneNumber: CLIENT_PHONE,
        message,
        lang: 'es',
      }),
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    playa = await contractor(t, 'playa@example.com', 'Playa Fix');
    tamarindo = await contractor(t, 'tamarindo@example.com', 'Tamarindo Pools');
    await phoneClient(t).attach(playa.cookie, PRO_PHONE);
    client = await t.member('client@example.com');
    latest = await t.runtime.adapters.eventStore.headPosition();
  });
  afterAll(() => t.close());

  it("lists the signed-in client's requests newest first, with the pros' names, and records the sender", async () => {
    const first = await sendLead(playa.userId, `Fuga ${HOSTILE}`, client.cookie);
    expect(first.status).toBe(201);
    const second = await sendLead(tamarindo.userId, 'Limpieza de piscina', client.cookie);
    expect(second.status).toBe(201);

    const [event] = await t.runtime.adapters.eventStore.readStream(streamIds.lead(first.body.leadId));
    expect(event?.data).toMatchObject({ senderId: client.userId, proId: playa.userId });
    expect(event?.metadata.schemaVersion).toBe(2);

    const page = await list(client.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      items: [
        {
          id: second.body.leadId,
          proId: tamarindo.userId,
          proName: 'Tamarindo Pools',
          message: 'Limpieza de piscina',
          sentAt: expect.any(String),
          answeredAt: null,
        },
        {
          id: first.body.leadId,
          proId: playa.userId,
          proName: 'Playa Fix',
          message: `Fuga ${HOSTILE}`,
          sentAt: expect.any(String),
          answeredAt: null,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 25,
    });
    expect(page.body.items[0].sentAt >= page.body.items[1].sentAt).toBe(true);

    const paged = await list(client.cookie, '?page=2&pageSize=1');
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.items.map((item: { id: string }) => item.id)).toEqual([first.body.leadId]);
  });

  it('shows a request answered once the pro marks it so', async () => {
    const before = await list(client.cookie);
    const toPlaya = before.body.items.find((item: { proId: string }) => item.proId === playa.userId);
    const answered = await sent(
      t.http().post(`/api/v1/account/leads/${toPlaya.id}/answered`).set('Cookie', playa.cookie).send(),
    );
    expect(answered.status).toBe(200);

    const after = await list(client.cookie);
    const statuses = Object.fromEntries(
      after.body.items.map((item: { proId: string; answeredAt: string | null }) => [item.proId, item.answeredAt]),
    );
    expect(statuses[playa.userId]).toEqual(expect.any(String));
    expect(statuses[tamarindo.userId]).toBeNull();
  });

  it("shows only the caller's own requests: another member, the pro and a visitor's lead are apart", async () => {
    const other = await t.member('other@example.com');
    expect((await list(other.cookie)).body).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    // The pro who received them sees none as sent by them.
    expect((await list(playa.cookie)).body.total).toBe(0);

    // A visitor without a session sends one: it has no sender, and no member's list shows it.
    const anonymousLead = await sendLead(playa.userId, 'Sin cuenta');
    const [event] = await t.runtime.adapters.eventStore.readStream(streamIds.lead(anonymousLead.body.leadId));
    expect(event?.data).toMatchObject({ senderId: null });
    expect((await list(client.cookie)).body.total).toBe(2);
  });

  it("records an anonymous session's user as the sender, but its list needs an account (401)", async () => {
    const anonymous = await t.http().post('/api/v1/auth/anonymous').send({}).expect(200);
    const cookie = anonymous.headers['set-cookie']![0]!.split(';')[0]!;
    const lead = await sendLead(tamarindo.userId, 'Desde una sesión anónima', cookie);
    const [event] = await t.runtime.adapters.eventStore.readStream(streamIds.lead(lead.body.leadId));
    expect(event?.data).toMatchObject({ senderId: anonymous.body.user.id });

    const refused = await list(cookie);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('AUTH.REQUIRED');
  });

  it('refuses a visitor (401) and a bad page (400), in the caller language', async () => {
    const visitor = await list();
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ code: 'AUTH.REQUIRED', message: expect.any(String) });
    const bad = await list(client.cookie, '?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('REQUEST.INVALID');
    expect((await list(client.cookie, '?senderId=someone-else')).status).toBe(400);
  });

  it("never answers the pro's phone number, nor the number the client typed", () => {
    const all = answers.join('\n');
    expect(all).not.toContain(PRO_PHONE);
    expect(all).not.toContain('88885678');
    expect(all).not.toContain(CLIENT_PHONE);
  });
});
