import { errorCatalog, streamIds } from '@gp/shared';
import type { Response } from 'supertest';
import type { ConsoleMessageSender } from '../../infrastructure/messages/console-message-sender';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { phoneClient } from '../phone/public';
import { leadTextJobId, NOTIFY_PRO_OF_LEADS } from './jobs/notify-pro-of-leads';
import { contractor, type TestPro } from '../../testing/public-pro';

const PRO_PHONE = '+50688881234';
/** A pro's leads of 2 s are one text, so the tests wait seconds, not the production window. */
const LEAD_SMS_WINDOW = { LEAD_SMS_WINDOW_SECONDS: '2' };
const WINDOW_MS = 2000;
/** The fixed text of a batch, in each language, and the number of requests it tells. */
const BATCH_TEXT =
  /^(?:(\d+) new requests? on Guanacaste Pros\. Read (?:it|them) at|(\d+) solicitud(?:es)? nuevas? en Guanacaste Pros\. Léelas? en) http:\/\/localhost:3000\/(?:en|es)\/account\?tab=requests(?:&lead=[0-9a-f-]{36})?$/;
const requestsTold = (bodies: string[]) =>
  bodies.reduce((sum, body) => {
    const match = BATCH_TEXT.exec(body);
    if (!match) throw new Error(`not a batch text: ${body}`);
    return sum + Number(match[1] ?? match[2]);
  }, 0);

/** Resolves once the texts of every window the pro's leads were sent in have gone. */
async function leadTextsSent(t: TestApp, proId: string, leads: { sentAt: string }[]): Promise<void> {
  const windows = new Set(leads.map((lead) => Math.floor(Date.parse(lead.sentAt) / WINDOW_MS)));
  await Promise.all([...windows].map((window) => t.jobSettled(NOTIFY_PRO_OF_LEADS, leadTextJobId({ proId, window }))));
}
const HOSTILE = '</script><b>\u202Eevil\u202C $& "quote"';
/** What is stored and shown: markup and replacement patterns as text, the bidi override dropped. */
const HOSTILE_STORED = '</script><b>evil $& "quote"';
const lead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Laura',
  phoneNumber: '7000-1234',
  message: 'Tengo una fuga en la cocina.',
  lang: 'es',
  ...overrides,
});

describe('contact a pro: preferences, links, taps, requests, inbox and stats', () => {
  let t: TestApp;
  let admin: string;
  let pro: TestPro;
  /** Every answer body, scanned at the end for an email address. */
  const answers: string[] = [];
  const recorded = async (call: PromiseLike<Response>) => {
    const response = await call;
    answers.push(JSON.stringify(response.body));
    return response;
  };
  /** The last position written, sent as X-Min-Position so every read sees the writes before it. */
  let latest = 0;
  const at = () => String(latest);
  const saw = (response: Response) => {
    if (typeof response.body?.position === 'number') latest = Math.max(latest, response.body.position);
    return response;
  };

  const get = (path: string, cookie?: string, lang = 'en') => {
    const call = t.http().get(path).set('Accept-Language', lang).set('X-Min-Position', at());
    return recorded(cookie ? call.set('Cookie', cookie) : call);
  };
  const post = async (
    path: string,
    body: object | undefined,
    cookie?: string,
    lang = 'en',
    headers: Record<string, string> = {},
  ) => {
    const call = t.http().post(path).set('Accept-Language', lang).set('X-Min-Position', at()).set(headers);
    return saw(await recorded((cookie ? call.set('Cookie', cookie) : call).send(body)));
  };
  const put = async (path: string, body: object, cookie?: string, lang = 'en') => {
    const call = t.http().put(path).set('Accept-Language', lang);
    return saw(await recorded((cookie ? call.set('Cookie', cookie) : call).send(body)));
  };
  const sms = () => t.runtime.adapters.sms as ConsoleMessageSender;
  const streamTypes = async (streamId: string) =>
    (await t.runtime.adapters.eventStore.readStream(streamId)).map((event) => event.type);
  const head = () => t.runtime.adapters.eventStore.headPosition();

  beforeAll(async () => {
    t = await createTestApp(LEAD_SMS_WINDOW);
    admin = await t.signInAsAdmin();
    pro = await contractor(t, 'pro@example.com', 'Playa Fix');
    latest = pro.position;
  });
  afterAll(() => t.close());

  describe('contact preferences', () => {
    it('without a verified phone, only messages work; the pro sees the default: messages only', async () => {
      const visitorView = await get(`/api/v1/profiles/${pro.userId}`).then((response) => response.body);
      expect(visitorView.contact).toEqual({ whatsapp: false, call: false, message: true });
      expect(visitorView.contactPreferences).toBeUndefined();
      const ownerView = await get(`/api/v1/profiles/${pro.userId}`, pro.cookie).then((response) => response.body);
      expect(ownerView.contactPreferences).toEqual({ whatsapp: false, call: false, message: true });
      expect(await get(`/api/v1/pros/${pro.userId}/contact`).then((response) => response.body)).toEqual({
        whatsapp: null,
        call: null,
      });
    });

    it('turns WhatsApp and call on once the phone is verified and the pro chooses them', async () => {
      await phoneClient(t).attach(pro.cookie, PRO_PHONE);
      latest = await head();
      expect((await get(`/api/v1/profiles/${pro.userId}`)).body.contact).toEqual({
        whatsapp: false,
        call: false,
        message: true,
      });
      await put(
        '/api/v1/account/profile/contact-preferences',
        { whatsapp: true, call: true, message: true },
        pro.cookie,
      );
      expect((await get(`/api/v1/profiles/${pro.userId}`)).body.contact).toEqual({
        whatsapp: true,
        call: true,
        message: true,
      });
    });

    it('lets the pro turn a channel off, and appends nothing for the same choice again', async () => {
      const first = await put(
        '/api/v1/account/profile/contact-preferences',
        { whatsapp: false, call: true, message: true },
        pro.cookie,
      );
      expect(first.status).toBe(200);
      const again = await put(
        '/api/v1/account/profile/contact-preferences',
        { whatsapp: false, call: true, message: true },
        pro.cookie,
      );
      expect(again.body.position).toBe(first.body.position);
      const events = await t.runtime.adapters.eventStore.readStream(streamIds.user(pro.userId));
      expect(events.filter((event) => event.type === 'ContactPreferencesSet').map((event) => event.data)).toEqual([
        { userId: pro.userId, whatsapp: true, call: true, message: true, setAt: expect.any(String) },
        { userId: pro.userId, whatsapp: false, call: true, message: true, setAt: expect.any(String) },
      ]);
      expect((await get(`/api/v1/profiles/${pro.userId}`)).body.contact).toEqual({
        whatsapp: false,
        call: true,
        message: true,
      });
      expect((await get(`/api/v1/pros/${pro.userId}/contact`)).body).toEqual({
        whatsapp: null,
        call: `tel:${PRO_PHONE}`,
      });

      await put(
        '/api/v1/account/profile/contact-preferences',
        { whatsapp: true, call: true, message: true },
        pro.cookie,
      );
      expect((await get(`/api/v1/profiles/${pro.userId}`)).body.contact).toEqual({
        whatsapp: true,
        call: true,
        message: true,
      });
    });

    it.each([
      ['a visitor', undefined, { whatsapp: false, call: true, message: true }, 401, 'AUTH.REQUIRED'],
      ['a missing field', 'pro', { whatsapp: false, call: true }, 400, 'REQUEST.INVALID'],
      [
        'a foreign field',
        'pro',
        { whatsapp: false, call: true, message: true, userId: 'someone-else' },
        400,
        'REQUEST.INVALID',
      ],
      ['a string for a flag', 'pro', { whatsapp: 'false', call: true, message: true }, 400, 'REQUEST.INVALID'],
    ])('refuses %s and writes nothing', async (_case, who, body, status, code) => {
      const before = await head();
      const response = await put('/api/v1/account/profile/contact-preferences', body, who ? pro.cookie : undefined);
      expect([response.status, response.body.code]).toEqual([status, code]);
      expect(await head()).toBe(before);
    });
  });

  describe('contact links', () => {
    it("opens WhatsApp with a greeting in the visitor's language that names the pro, and calls by tel:", async () => {
      const spanish = await get(`/api/v1/pros/${pro.userId}/contact`, undefined, 'es-CR,es;q=0.9');
      const url = new URL(spanish.body.whatsapp);
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${PRO_PHONE.slice(1)}`);
      expect(url.searchParams.get('text')).toBe(
        'Hola Playa Fix, te encontré en Guanacaste Pros y quisiera consultarte sobre tus servicios.',
      );
      expect(spanish.body.call).toBe(`tel:${PRO_PHONE}`);
      const english = await get(`/api/v1/pros/${pro.userId}/contact?lang=en`, undefined, 'es');
      expect(new URL(english.body.whatsapp).searchParams.get('text')).toBe(
        'Hello Playa Fix, I found you on Guanacaste Pros and would like to ask about your services.',
      );
    });

    it('names the service and town the visitor searched for, by their catalog names, in the language asked for', async () => {
      const text = async (query: string) =>
        new URL((await get(`/api/v1/pros/${pro.userId}/contact?${query}`)).body.whatsapp).searchParams.get('text');
      expect(await text('lang=es&service=plumbing&zone=tamarindo')).toBe(
        'Hola Playa Fix, te encontré en Guanacaste Pros. Busco fontanería en Tamarindo.',
      );
      expect(await text('lang=en&service=plumbing&zone=tamarindo')).toBe(
        "Hello Playa Fix, I found you on Guanacaste Pros. I'm looking for plumbing in Tamarindo.",
      );
      // An id the catalog does not hold names nothing: no word of the visitor's reaches the text.
      expect(await text(`lang=en&service=${encodeURIComponent('Pay at evil.cr')}&zone=nosara`)).toBe(
        'Hello Playa Fix, I found you on Guanacaste Pros and would like to ask about your services in Nosara.',
      );
      expect((await get(`/api/v1/pros/${pro.userId}/contact?service=${'x'.repeat(65)}`)).status).toBe(400);
      expect((await get(`/api/v1/pros/${pro.userId}/contact?zone=`)).status).toBe(400);
    });

    it('answers 404 for a pro who is not public, an unknown id, and 400 for an unknown language', async () => {
      const hidden = await contractor(t, 'hidden@example.com', 'Hidden Pro', 0);
      latest = Math.max(latest, hidden.position);
      expect((await get(`/api/v1/pros/${hidden.userId}/contact`)).body.code).toBe('PROFILE.NOT_FOUND');
      expect((await get('/api/v1/pros/no-such-pro/contact')).status).toBe(404);
      expect((await get(`/api/v1/pros/${pro.userId}/contact?lang=fr`)).status).toBe(400);
    });

    it('never puts the number in the profile a visitor reads', async () => {
      const profile = await get(`/api/v1/profiles/${pro.userId}`);
      expect(JSON.stringify(profile.body)).not.toContain(PRO_PHONE.slice(4));
    });
  });

  describe('taps', () => {
    it('records a WhatsApp or call tap as ContactRequested, without personal data', async () => {
      const visitor = await t.member('tapper@example.com');
      expect(
        (await post(`/api/v1/pros/${pro.userId}/contact-requests`, { channel: 'whatsapp' }, visitor.cookie)).status,
      ).toBe(200);
      expect((await post(`/api/v1/pros/${pro.userId}/contact-requests`, { channel: 'call' })).status).toBe(200);
      const events = await t.runtime.adapters.eventStore.readStream(streamIds.contacts(pro.userId));
      expect(events.map((event) => event.data)).toEqual([
        { proId: pro.userId, channel: 'whatsapp', requestedAt: expect.any(String) },
        { proId: pro.userId, channel: 'call', requestedAt: expect.any(String) },
      ]);
    });

    it('refuses a channel that is off, one that does not exist, and a pro who is not public', async () => {
      await put(
        '/api/v1/account/profile/contact-preferences',
        { whatsapp: true, call: false, message: true },
        pro.cookie,
      );
      const before = await head();
      const off = await post(`/api/v1/pros/${pro.userId}/contact-requests`, { channel: 'call' }, undefined, 'es');
      expect([off.status, off.body]).toEqual([
        409,
        { code: 'CONTACT.CHANNEL_OFF', message: errorCatalog['CONTACT.CHANNEL_OFF'].es },
      ]);
      expect((await post(`/api/v1/pros/${pro.userId}/contact-requests`, { channel: 'sms' })).status).toBe(400);
      expect((await post('/api/v1/pros/no-such-pro/contact-requests', { channel: 'whatsapp' })).status).toBe(404);
      expect(await head()).toBe(before);
      await put(
        '/api/v1/account/profile/contact-preferences',
        { whatsapp: true, call: true, message: true },
        pro.cookie,
      );
    });
    it('counts a visitor once per pro, channel and day: a repeated tap answers 200 and appends nothing', async () => {
      const tapped = await contractor(t, 'tapped@example.com', 'Tapped Pro');
      await phoneClient(t).attach(tapped.cookie, '+50688885678');
      await put(
        '/api/v1/account/profile/contact-preferences',
        { whatsapp: true, call: true, message: true },
        tapped.cookie,
      );
      latest = await head();
      const member = await t.member('repeat-tapper@example.com');
      const tap = (channel: string, userAgent: string, cookie?: string) =>
        post(`/api/v1/pros/${tapped.userId}/contact-requests`, { channel }, cookie, 'en', { 'User-Agent': userAgent });
      const recorded = async () =>
        (await t.runtime.adapters.eventStore.readStream(streamIds.contacts(tapped.userId))).map(
          (event) => (event.data as { channel: string }).channel,
        );
      const stats = async () => (await get('/api/v1/account/stats', tapped.cookie)).body;

      for (let index = 0; index < 20; index++) expect((await tap('whatsapp', 'Browser A')).status).toBe(200);
      expect(await recorded()).toEqual(['whatsapp']);
      expect(await stats()).toMatchObject({ whatsappTaps: 1, callTaps: 0 });

      // Another channel, another browser on the same address, a signed-in visitor: each counts once.
      for (const [channel, userAgent, cookie] of [
        ['call', 'Browser A'],
        ['call', 'Browser A'],
        ['whatsapp', 'Browser B'],
        ['whatsapp', 'Browser B'],
        ['whatsapp', 'Browser A', member.cookie],
        ['whatsapp', 'Browser C', member.cookie],
      ] as const)
        expect((await tap(channel, userAgent, cookie)).status).toBe(200);
      expect(await recorded()).toEqual(['whatsapp', 'call', 'whatsapp', 'whatsapp']);
      expect(await stats()).toMatchObject({ whatsappTaps: 3, callTaps: 1 });

      // A refused tap is not a visitor's tap of the day: once the channel is back, theirs counts.
      const calls = (call: boolean) =>
        put('/api/v1/account/profile/contact-preferences', { whatsapp: true, call, message: true }, tapped.cookie);
      await calls(false);
      expect((await tap('call', 'Browser D')).status).toBe(409);
      await calls(true);
      expect((await tap('call', 'Browser D')).status).toBe(200);
      expect(await recorded()).toEqual(['whatsapp', 'call', 'whatsapp', 'whatsapp', 'call']);
    });
  });

  describe('requests (leads)', () => {
    let leadId: string;

    it("appends LeadSent with the number normalised, and texts the pro once, in the pro's language", async () => {
      await put('/api/v1/account/preferred-language', { preferredLang: 'es' }, pro.cookie);
      const headers = { 'Idempotency-Key': 'lead-request-0001' };
      const sent = await post(
        `/api/v1/pros/${pro.userId}/leads`,
        lead({ name: HOSTILE, message: `Fuga ${HOSTILE}` }),
        undefined,
        'es',
        headers,
      );
      expect(sent.status).toBe(201);
      leadId = sent.body.leadId;
      const events = await t.runtime.adapters.eventStore.readStream(streamIds.lead(leadId));
      expect(events.map((event) => [event.type, event.data])).toEqual([
        [
          'LeadSent',
          {
            leadId,
            proId: pro.userId,
            senderId: null,
            name: HOSTILE_STORED,
            phoneNumber: '+50670001234',
            message: `Fuga ${HOSTILE_STORED}`,
            lang: 'es',
            sentAt: expect.any(String),
          },
        ],
      ]);

      // The same request again (a retry) makes the same lead: nothing appended, no second text.
      const retried = await post(
        `/api/v1/pros/${pro.userId}/leads`,
        lead({ name: HOSTILE, message: `Fuga ${HOSTILE}` }),
        undefined,
        'es',
        headers,
      );
      expect(retried.body).toEqual(sent.body);
      const sentinel = await post(`/api/v1/pros/${pro.userId}/leads`, lead({ name: 'Sentinel' }));
      const inbox = await get('/api/v1/account/leads', pro.cookie);
      await leadTextsSent(t, pro.userId, inbox.body.items);

      // No word the client wrote: only the platform's text, the count and its link, in the pro's language.
      const texts = sms()
        .outbox()
        .filter((message) => message.to === PRO_PHONE && message.body.includes('solicitud'))
        .map((message) => message.body);
      expect(requestsTold(texts)).toBe(2);
      for (const text of texts) expect(text).toMatch(/^\d+ solicitud(es)? nuevas? en Guanacaste Pros\. Léelas? en /);
      expect(sentinel.status).toBe(201);
      expect(await streamTypes(streamIds.lead(leadId))).toEqual(['LeadSent']);
    });

    it("shows the request in the pro's inbox, strings as sent, with one-tap links back", async () => {
      const inbox = await get('/api/v1/account/leads', pro.cookie);
      expect(inbox.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
      expect(inbox.body.items.find((item: { id: string }) => item.id === leadId)).toEqual({
        id: leadId,
        proId: pro.userId,
        name: HOSTILE_STORED,
        phoneNumber: '+50670001234',
        message: `Fuga ${HOSTILE_STORED}`,
        lang: 'es',
        sentAt: expect.any(String),
        answeredAt: null,
        readAt: null,
        replyLinks: {
          whatsapp: expect.stringMatching(/^https:\/\/wa\.me\/50670001234\?text=/),
          call: 'tel:+50670001234',
        },
      });
      const reply = inbox.body.items.find((item: { id: string }) => item.id === leadId).replyLinks.whatsapp;
      expect(new URL(reply).searchParams.get('text')).toBe(
        `Hola ${HOSTILE_STORED}, te escribo por tu solicitud en Guanacaste Pros: "Fuga ${HOSTILE_STORED}"`,
      );
      expect(inbox.headers['content-type']).toContain('application/json');
    });

    it("lets only the pro and admins read the client's number", async () => {
      const other = await t.member('other@example.com');
      const theirs = await get('/api/v1/account/leads', other.cookie);
      expect(theirs.body).toMatchObject({ items: [], total: 0 });
      expect((await get('/api/v1/account/leads')).status).toBe(401);
      expect((await get('/api/v1/admin/leads', other.cookie)).status).toBe(403);
      expect(JSON.stringify([theirs.body])).not.toContain('70001234');

      const all = await get(`/api/v1/admin/leads?pageSize=100`, admin);
      expect(all.body.items.find((item: { id: string }) => item.id === leadId)).toMatchObject({
        phoneNumber: '+50670001234',
        proId: pro.userId,
      });
    });

    it('lets only the pro mark it answered, once', async () => {
      const other = await t.member('answerer@example.com');
      const before = await head();
      const refused = await post(`/api/v1/account/leads/${leadId}/answered`, undefined, other.cookie, 'es');
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        404,
        'LEAD.NOT_FOUND',
        'Esta solicitud no existe.',
      ]);
      expect((await post(`/api/v1/account/leads/${leadId}/answered`, undefined)).status).toBe(401);
      expect(await head()).toBe(before);

      const answered = await post(`/api/v1/account/leads/${leadId}/answered`, undefined, pro.cookie);
      expect(answered.status).toBe(200);
      const again = await post(`/api/v1/account/leads/${leadId}/answered`, undefined, pro.cookie);
      expect(again.body.position).toBe(answered.body.position);
      expect(await streamTypes(streamIds.lead(leadId))).toEqual(['LeadSent', 'LeadAnswered']);
      const done = await get('/api/v1/account/leads?answered=true', pro.cookie);
      expect(done.body.items.map((item: { id: string }) => item.id)).toEqual([leadId]);
      expect((await get('/api/v1/account/leads?answered=maybe', pro.cookie)).status).toBe(400);
    });

    it.each([
      ['en', { phoneNumber: '12' }, 'phoneNumber', 'Invalid phone number.'],
      ['en', { phoneNumber: '' }, 'phoneNumber', 'Enter your phone number.'],
      ['es', { phoneNumber: ' ( ) - ' }, 'phoneNumber', 'Escribe tu número de teléfono.'],
      ['es', { phoneNumber: 'call me' }, 'phoneNumber', 'Número de teléfono no válido.'],
      ['en', { name: '   ' }, 'name', 'Please enter your name.'],
      ['es', { message: '' }, 'message', 'Escribe un mensaje.'],
      ['en', { message: 'x'.repeat(1001) }, 'message', 'The message can have at most 1000 characters.'],
      ['en', { lang: 'fr' }, 'lang', expect.any(String)],
    ])('(%s) refuses bad input #%# with a clear message and writes nothing', async (lang, change, path, message) => {
      const before = await head();
      const response = await post(`/api/v1/pros/${pro.userId}/leads`, lead(change), undefined, lang);
      expect([response.status, response.body.code]).toEqual([400, 'REQUEST.INVALID']);
      expect(response.body.details.issues).toContainEqual({ path, message });
      expect(await head()).toBe(before);
    });

    it('refuses a foreign field, a pro who turned messages off, and a pro who is not public', async () => {
      const before = await head();
      expect((await post(`/api/v1/pros/${pro.userId}/leads`, { ...lead(), proId: 'someone-else' })).status).toBe(400);
      await put(
        '/api/v1/account/profile/contact-preferences',
        { whatsapp: true, call: true, message: false },
        pro.cookie,
      );
      const afterChoice = await head();
      expect(afterChoice).toBeGreaterThan(before);
      const off = await post(`/api/v1/pros/${pro.userId}/leads`, lead(), undefined, 'en');
      expect([off.status, off.body.code, off.body.message]).toEqual([
        409,
        'CONTACT.CHANNEL_OFF',
        errorCatalog['CONTACT.CHANNEL_OFF'].en,
      ]);
      expect((await post('/api/v1/pros/no-such-pro/leads', lead())).status).toBe(404);
      expect(await head()).toBe(afterChoice);
      await put(
        '/api/v1/account/profile/contact-preferences',
        { whatsapp: true, call: true, message: true },
        pro.cookie,
      );
    });
  });

  describe('stats', () => {
    it("counts visitors' profile views, taps per channel and requests for the pro, and only for the pro", async () => {
      const before = (await get('/api/v1/account/stats', pro.cookie)).body;
      // A view is the page's report of a visit; reading the profile is not one.
      await get(`/api/v1/profiles/${pro.userId}`);
      const counted = async (cookie?: string) =>
        (await post(`/api/v1/profiles/${pro.userId}/views`, undefined, cookie)).body.counted;
      // The pro's own visits and an admin's checks are not views, nor a visitor's visit reported again.
      expect([await counted(), await counted(pro.cookie), await counted(admin), await counted()]).toEqual([
        true,
        false,
        false,
        false,
      ]);
      await post(`/api/v1/pros/${pro.userId}/contact-requests`, { channel: 'whatsapp' });
      const after = (await get('/api/v1/account/stats', pro.cookie)).body;
      expect(after).toEqual({
        ...before,
        profileViews: before.profileViews + 1,
        whatsappTaps: before.whatsappTaps + 1,
      });
      expect(after).toMatchObject({ days: 30, callTaps: 1, leads: 2 });
      expect((await get('/api/v1/account/stats')).status).toBe(401);
      const other = await t.member('stats-other@example.com');
      expect((await get('/api/v1/account/stats', other.cookie)).body).toEqual({
        days: 30,
        profileViews: 0,
        whatsappTaps: 0,
        callTaps: 0,
        leads: 0,
      });
    });

    it('shows admins the same figures in the accounts list, and none for an account that is not a contractor', async () => {
      const own = (await get('/api/v1/account/stats', pro.cookie)).body;
      const accounts = (await get('/api/v1/admin/accounts?pageSize=100', admin)).body.items as {
        id: string;
        isContractor: boolean;
        stats: unknown;
      }[];
      expect(accounts.find((account) => account.id === pro.userId)?.stats).toEqual(own);
      const members = accounts.filter((account) => !account.isContractor);
      expect(members.length).toBeGreaterThan(0);
      for (const member of members) expect(member.stats).toBeNull();
    });
  });

  it('puts no email in any answer but the admin accounts list, whose job it is', () => {
    const scanned = answers.filter((answer) => !answer.includes('"hasBetaAccess"'));
    expect(scanned.length).toBeGreaterThan(40);
    for (const answer of scanned) expect(answer).not.toMatch(/@example\.com|@test\.guanacastepros/);
  });
});

describe('contact a pro: limits against scraping and floods', () => {
  let t: TestApp;
  let pro: TestPro;
  let other: TestPro;
  // Behind the proxy, each visitor is told apart by X-Forwarded-For.
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', ...LEAD_SMS_WINDOW });
    pro = await contractor(t, 'limited@example.com', 'Limited Pro');
    other = await contractor(t, 'other-limited@example.com', 'Other Pro');
    await phoneClient(t).attach(pro.cookie, PRO_PHONE);
    // The pro chose to be reached by WhatsApp and call (a verified number alone is not published).
    await t
      .http()
      .put('/api/v1/account/profile/contact-preferences')
      .set('Cookie', pro.cookie)
      .send({ whatsapp: true, call: true, message: true })
      .expect(200);
  });
  afterAll(() => t.close());

  let numbers = 0;
  /** A number no other lead of these tests gives, unless one is named. */
  const freshNumber = () => `7${String(++numbers).padStart(3, '0')}-5678`;
  const from = <T extends { set(name: string, value: string): T }>(ip: string, call: T) =>
    call.set('X-Forwarded-For', ip).set('X-Min-Position', String(Math.max(pro.position, other.position)));
  const links = (ip: string) => from(ip, t.http().get(`/api/v1/pros/${pro.userId}/contact`));
  const message = (ip: string, { to = pro, lang = 'en', phoneNumber = freshNumber() } = {}) =>
    from(ip, t.http().post(`/api/v1/pros/${to.userId}/leads`))
      .set('Accept-Language', lang)
      .send(lead({ phoneNumber }));

  it('hands out the links 30 times an hour per visitor, then 429 with Retry-After', async () => {
    for (let index = 0; index < 30; index++) await links('203.0.113.1').expect(200);
    const refused = await links('203.0.113.1').expect(429);
    expect(refused.body.code).toBe('REQUEST.RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await links('203.0.113.2').expect(200);
  });

  it("takes 3 messages a day per sender and pro, 5 an hour per sender, then refuses in the sender's language, writing nothing", async () => {
    for (let index = 0; index < 3; index++) await message('198.51.100.1').expect(201);
    const before = await t.runtime.adapters.eventStore.headPosition();
    const refused = await message('198.51.100.1', { lang: 'es' }).expect(429);
    expect(refused.body).toEqual({ code: 'LEAD.TOO_MANY', message: errorCatalog['LEAD.TOO_MANY'].es });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
    // The refused message counted too: one more to another pro is the sender's fifth of the hour.
    await message('198.51.100.1', { to: other }).expect(201);
    expect((await message('198.51.100.1', { to: other }).expect(429)).body.code).toBe('LEAD.TOO_MANY');
  });

  it('counts a sender by the number they give, whatever address they write from', async () => {
    const phoneNumber = freshNumber();
    for (let index = 0; index < 3; index++) await message(`198.51.100.${10 + index}`, { phoneNumber }).expect(201);
    expect((await message('198.51.100.20', { phoneNumber }).expect(429)).body.code).toBe('LEAD.TOO_MANY');
  });

  it("cannot be silenced: an attacker's six addresses reach their limits, a client from a seventh is still heard, and the pro gets a few batched texts", async () => {
    for (let address = 1; address <= 6; address++) {
      const answers: number[] = [];
      for (let index = 0; index < 6; index++) answers.push((await message(`192.0.2.${address}`)).status);
      expect(answers).toEqual([201, 201, 201, 429, 429, 429]);
    }
    const genuine = await message('192.0.2.7').expect(201);

    const inbox = await t
      .http()
      .get('/api/v1/account/leads?pageSize=100')
      .set('Cookie', pro.cookie)
      .set('X-Min-Position', String(genuine.body.position))
      .expect(200);
    // Every lead accepted in these tests (3 + 3 + 18 + the client's) is in the inbox.
    expect(inbox.body.total).toBe(25);
    expect(inbox.body.items.map((item: { id: string }) => item.id)).toContain(genuine.body.leadId);

    await leadTextsSent(t, pro.userId, inbox.body.items);
    const texts = (t.runtime.adapters.sms as ConsoleMessageSender)
      .outbox()
      .filter((message) => message.to === PRO_PHONE && message.body.includes('request'))
      .map((message) => message.body);
    expect(requestsTold(texts)).toBe(25);
    // Batched: a handful of texts (one per 2 s window the leads spanned), each with its count.
    expect(texts.length).toBeLessThanOrEqual(
      new Set(inbox.body.items.map((item: { sentAt: string }) => Math.floor(Date.parse(item.sentAt) / WINDOW_MS))).size,
    );
    expect(texts.length).toBeLessThan(10);
    expect(texts.some((text) => /^\d+ new requests on Guanacaste Pros\. Read them at /.test(text))).toBe(true);
  });
});
