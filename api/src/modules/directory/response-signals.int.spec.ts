import { streamIds } from '@gp/shared';
import { setClock } from '../../infrastructure/clock/set-clock';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { contractor, type TestPro } from '../../testing/public-pro';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Issue 36: how quickly a pro answers, from their requests' events, on the profile and the directory. */
describe('response signals through the API', () => {
  const clock = setClock('2026-11-22T10:00:00.000Z');
  let t: TestApp;
  let quick: TestPro;
  let caller: TestPro;
  let silent: TestPro;
  let latest = 0;
  const saw = <R extends { body: { position?: unknown } }>(response: R) => {
    if (typeof response.body?.position === 'number') latest = Math.max(latest, response.body.position);
    return response;
  };
  const get = (path: string) => t.http().get(path).set('X-Min-Position', String(latest));
  const sendLead = async (pro: TestPro) =>
    saw(
      await t
        .http()
        .post(`/api/v1/pros/${pro.userId}/leads`)
        .send({ name: 'Carlos', phoneNumber: '7000-1234', message: 'Se me sale el agua.', lang: 'es' })
        .expect(201),
    ).body.leadId as string;
  const act = async (pro: TestPro, leadId: string, verb: 'answered' | 'contacted', body?: object) =>
    saw(await t.http().post(`/api/v1/account/leads/${leadId}/${verb}`).set('Cookie', pro.cookie).send(body));
  const signal = async (pro: TestPro) => (await get(`/api/v1/profiles/${pro.userId}`).expect(200)).body.responseSignal;
  const fastest = async () =>
    (await get('/api/v1/pros?sort=fastest&pageSize=50').expect(200)).body.items.map(
      (item: { id: string; responseSignal: unknown }) => [item.id, item.responseSignal],
    );

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '100' }, { clock });
    silent = await contractor(t, 'silent@example.com', 'Nunca Contesta');
    quick = await contractor(t, 'quick@example.com', 'Playa Fix');
    caller = await contractor(t, 'caller@example.com', 'Llama Luego');
    latest = Math.max(silent.position, quick.position, caller.position);
  });
  afterAll(() => t.close());

  it('shows nothing until three requests count, then the median and the share from the events', async () => {
    const answerOne = async () => {
      const leadId = await sendLead(quick);
      clock.advance(30 * MINUTE);
      expect((await act(quick, leadId, 'answered')).status).toBe(200);
    };
    await answerOne();
    await answerOne();
    expect(await signal(quick)).toBeNull();
    await answerOne();
    expect(await signal(quick)).toEqual({ requests: 3, medianMinutes: 30, answeredWithinDayPercent: 100 });
  });

  it("counts a WhatsApp or a call from the inbox as the answer, once; another pro's request does not exist", async () => {
    const leadIds: string[] = [];
    for (let index = 0; index < 3; index++) leadIds.push(await sendLead(caller));
    clock.advance(2 * 60 * MINUTE);
    for (const leadId of leadIds)
      expect((await act(caller, leadId, 'contacted', { channel: 'call' })).status).toBe(200);
    // A second tap, later, records nothing.
    clock.advance(5 * 60 * MINUTE);
    const again = await act(caller, leadIds[0]!, 'contacted', { channel: 'whatsapp' });
    expect(again.status).toBe(200);
    const stream = await t.runtime.adapters.eventStore.readStream(streamIds.lead(leadIds[0]!));
    expect(stream.map((event) => event.type)).toEqual(['LeadSent', 'LeadContacted']);
    expect(await signal(caller)).toEqual({ requests: 3, medianMinutes: 120, answeredWithinDayPercent: 100 });

    const before = await t.runtime.adapters.eventStore.headPosition();
    const refused = await act(quick, leadIds[1]!, 'contacted', { channel: 'call' });
    expect([refused.status, refused.body.code]).toEqual([404, 'LEAD.NOT_FOUND']);
    const invalid = await act(caller, leadIds[1]!, 'contacted', { channel: 'sms' });
    expect([invalid.status, invalid.body.code]).toEqual([400, 'REQUEST.INVALID']);
    const anonymous = await t.http().post(`/api/v1/account/leads/${leadIds[1]}/contacted`).send({ channel: 'call' });
    expect(anonymous.status).toBe(401);
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
  });

  it('orders the directory by who responds fastest, pros without a signal last, and the cards carry it', async () => {
    const order = await fastest();
    expect(order.slice(0, 2)).toEqual([
      [quick.userId, { requests: 3, medianMinutes: 30, answeredWithinDayPercent: 100 }],
      [caller.userId, { requests: 3, medianMinutes: 120, answeredWithinDayPercent: 100 }],
    ]);
    expect(order.slice(2)).toContainEqual([silent.userId, null]);
    // Paged, the order holds: page 2 of one is the second fastest, and the total counts every pro.
    const second = (await get('/api/v1/pros?sort=fastest&pageSize=1&page=2').expect(200)).body;
    expect([second.items.map((item: { id: string }) => item.id), second.total]).toEqual([
      [caller.userId],
      order.length,
    ]);
    expect(order.slice(2).every(([, shown]: [string, unknown]) => shown === null)).toBe(true);
  });

  it('puts unanswered requests against a pro once they have had their day', async () => {
    for (let index = 0; index < 3; index++) await sendLead(silent);
    expect(await signal(silent)).toBeNull();
    clock.advance(DAY);
    expect(await signal(silent)).toEqual({ requests: 3, medianMinutes: null, answeredWithinDayPercent: 0 });
    const order = await fastest();
    expect(order.slice(0, 3).map(([id]: [string]) => id)).toEqual([quick.userId, caller.userId, silent.userId]);
  });

  it('lets requests leave the 90 days with the clock, without an event', async () => {
    clock.advance(90 * DAY);
    expect(await signal(quick)).toBeNull();
    expect((await fastest()).every(([, shown]: [string, unknown]) => shown === null)).toBe(true);
  });
});
