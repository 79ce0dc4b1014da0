import { streamIds } from '@gp/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { contractor, type TestPro } from '../../testing/public-pro';

/** The pro's inbox: which requests are unread, reading them, and taking back "answered". */
describe("a pro's requests: unread count, read, answered undone", () => {
  let t: TestApp;
  let pro: TestPro;
  let latest = 0;
  const at = () => String(latest);
  const saw = <R extends { body: { position?: unknown } }>(response: R) => {
    if (typeof response.body?.position === 'number') latest = Math.max(latest, response.body.position);
    return response;
  };
  const get = (path: string, cookie?: string) => {
    const call = t.http().get(path).set('X-Min-Position', at());
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const send = async (method: 'post' | 'delete', path: string, cookie?: string, lang = 'en') => {
    const call = t.http()[method](path).set('Accept-Language', lang).set('X-Min-Position', at());
    return saw(await (cookie ? call.set('Cookie', cookie) : call).send());
  };
  const sendLead = async (name: string) =>
    saw(
      await t
        .http()
        .post(`/api/v1/pros/${pro.userId}/leads`)
        .send({ name, phoneNumber: '7000-1234', message: 'Tengo una fuga en la cocina.', lang: 'es' }),
    ).body.leadId as string;
  const unread = async (cookie = pro.cookie) => (await get('/api/v1/account/leads/unread', cookie)).body;
  const streamTypes = async (leadId: string) =>
    (await t.runtime.adapters.eventStore.readStream(streamIds.lead(leadId))).map((event) => event.type);

  beforeAll(async () => {
    t = await createTestApp();
    pro = await contractor(t, 'inbox-pro@example.com', 'Playa Fix');
    latest = pro.position;
  });
  afterAll(() => t.close());

  it("counts the pro's requests not yet seen, marks one read once, and shows when it was read", async () => {
    expect(await unread()).toEqual({ unread: 0 });
    const first = await sendLead('Carlos');
    const second = await sendLead('Ana');
    expect(await unread()).toEqual({ unread: 2 });
    const inbox = await get('/api/v1/account/leads', pro.cookie);
    expect(inbox.body.items.map((item: { readAt: unknown }) => item.readAt)).toEqual([null, null]);

    const read = await send('post', `/api/v1/account/leads/${first}/read`, pro.cookie);
    expect(read.status).toBe(200);
    const again = await send('post', `/api/v1/account/leads/${first}/read`, pro.cookie);
    expect(again.body.position).toBe(read.body.position);
    expect(await streamTypes(first)).toEqual(['LeadSent', 'LeadRead']);
    expect(await unread()).toEqual({ unread: 1 });
    const after = await get('/api/v1/account/leads', pro.cookie);
    const readAt = Object.fromEntries(
      after.body.items.map((item: { id: string; readAt: string | null }) => [item.id, item.readAt]),
    );
    expect(readAt).toEqual({ [first]: expect.any(String), [second]: null });
  });

  it("refuses another member and a visitor: someone else's request does not exist, their count is their own", async () => {
    const [leadId] = (await get('/api/v1/account/leads', pro.cookie)).body.items.map((item: { id: string }) => item.id);
    const other = await t.member('inbox-other@example.com');
    const before = await t.runtime.adapters.eventStore.headPosition();
    const refused = await send('post', `/api/v1/account/leads/${leadId}/read`, other.cookie, 'es');
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      404,
      'LEAD.NOT_FOUND',
      'Esta solicitud no existe.',
    ]);
    expect((await send('delete', `/api/v1/account/leads/${leadId}/answered`, other.cookie)).status).toBe(404);
    expect((await send('post', `/api/v1/account/leads/${leadId}/read`)).status).toBe(401);
    expect((await get('/api/v1/account/leads/unread')).status).toBe(401);
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
    expect(await unread(other.cookie)).toEqual({ unread: 0 });
  });

  it('takes back "answered": the request is open again, and can be answered again', async () => {
    const leadId = await sendLead('Luis');
    await send('post', `/api/v1/account/leads/${leadId}/answered`, pro.cookie);
    const undone = await send('delete', `/api/v1/account/leads/${leadId}/answered`, pro.cookie);
    expect(undone.status).toBe(200);
    const again = await send('delete', `/api/v1/account/leads/${leadId}/answered`, pro.cookie);
    expect(again.body.position).toBe(undone.body.position);
    expect(await streamTypes(leadId)).toEqual(['LeadSent', 'LeadAnswered', 'LeadUnanswered']);
    const open = await get('/api/v1/account/leads?answered=false', pro.cookie);
    expect(open.body.items.map((item: { id: string }) => item.id)).toContain(leadId);
    const answered = await get('/api/v1/account/leads?answered=true', pro.cookie);
    expect(answered.body.items.map((item: { id: string }) => item.id)).not.toContain(leadId);
  });
});
