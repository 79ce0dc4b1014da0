import { MessageSendError } from '@gp/shared/server';
import { FakeTwilio, twilioAccepted } from '../../testing/fake-twilio';
import { CONSOLE_OUTBOX_SIZE, ConsoleMessageSender } from './console-message-sender';
import { TwilioMessageSender } from './twilio-message-sender';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'secret-token';
const FROM = '+15005550006';
const WHATSAPP_FROM = '+50640001234';
const TEMPLATE_SID = 'HX0123456789abcdef0123456789abcdef';
const STATUS_CALLBACK = 'https://guanacastepros.cr/api/v1/webhooks/twilio/status';

describe('TwilioMessageSender against a fake Twilio edge', () => {
  let twilio: FakeTwilio;
  let sender: TwilioMessageSender;
  let apiBaseUrl: string;

  beforeEach(async () => {
    twilio = new FakeTwilio();
    apiBaseUrl = await twilio.start();
    sender = new TwilioMessageSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      whatsappFrom: WHATSAPP_FROM,
      apiBaseUrl,
    });
  });

  afterEach(async () => {
    await twilio.stop();
  });

  it('POSTs the message as a form to the Messages resource with basic auth and returns its sid', async () => {
    twilio.reply = { status: 201, json: { sid: 'SM00000000000000000000000000000001', status: 'queued' } };

    const result = await sender.send({ to: '+50688887777', body: 'Tu código: 123456 & más' });

    expect(result).toEqual({ id: 'SM00000000000000000000000000000001' });
    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request!.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(request!.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      To: '+50688887777',
      From: FROM,
      Body: 'Tu código: 123456 & más',
    });
  });

  it('sends an SMS with its status callback URL', async () => {
    twilio.reply = twilioAccepted();

    await sender.send({ to: '+50688887777', body: 'Tu reseña se publicó', statusCallback: STATUS_CALLBACK });

    expect(twilio.sentMessages()).toEqual([
      { To: '+50688887777', From: FROM, Body: 'Tu reseña se publicó', StatusCallback: STATUS_CALLBACK },
    ]);
  });

  it('sends WhatsApp from the WhatsApp sender as an approved template with its values, never a free body', async () => {
    twilio.reply = twilioAccepted('SM00000000000000000000000000000002');

    const result = await sender.send({
      channel: 'whatsapp',
      to: '+50688887777',
      body: 'Se publicó una reseña en tu perfil: https://guanacastepros.cr/es/profile/abc',
      template: { sid: TEMPLATE_SID, variables: { '1': 'https://guanacastepros.cr/es/profile/abc' } },
      statusCallback: STATUS_CALLBACK,
    });

    expect(result).toEqual({ id: 'SM00000000000000000000000000000002' });
    expect(twilio.requests[0]!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(twilio.sentMessages()).toEqual([
      {
        To: 'whatsapp:+50688887777',
        From: `whatsapp:${WHATSAPP_FROM}`,
        ContentSid: TEMPLATE_SID,
        ContentVariables: JSON.stringify({ '1': 'https://guanacastepros.cr/es/profile/abc' }),
        StatusCallback: STATUS_CALLBACK,
      },
    ]);
  });

  it('refuses WhatsApp for good, without calling Twilio, when no WhatsApp sender is configured', async () => {
    const smsOnly = new TwilioMessageSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      apiBaseUrl,
    });

    await expect(
      smsOnly.send({
        channel: 'whatsapp',
        to: '+50688887777',
        body: 'x',
        template: { sid: TEMPLATE_SID, variables: {} },
      }),
    ).rejects.toMatchObject({ name: 'MessageSendError', retryable: false });
    expect(twilio.requests).toEqual([]);
  });

  it.each([
    { status: 500, retryable: true },
    { status: 503, retryable: true },
    { status: 429, retryable: true },
    { status: 400, retryable: false },
    { status: 401, retryable: false },
  ])('maps a $status answer to MessageSendError with retryable $retryable', async ({ status, retryable }) => {
    twilio.reply = { status, json: { code: 21211, message: "The 'To' number is not valid.", status } };

    const error = await sender.send({ to: '+50600000000', body: 'hello' }).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(MessageSendError);
    expect(error).toMatchObject({ retryable, status });
    expect((error as MessageSendError).message).toContain("code 21211: The 'To' number is not valid.");
  });

  it('treats an accepted request without a message sid as not retryable, since the message may be sent', async () => {
    twilio.reply = { status: 201, json: { status: 'queued' } };

    await expect(sender.send({ to: '+50688887777', body: 'hello' })).rejects.toMatchObject({
      name: 'MessageSendError',
      retryable: false,
    });
  });

  it('reports an unreachable Twilio as a retryable error', async () => {
    const unreachable = new FakeTwilio();
    const apiBaseUrl = await unreachable.start();
    await unreachable.stop();
    const offline = new TwilioMessageSender({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: FROM, apiBaseUrl });

    const error = await offline.send({ to: '+50688887777', body: 'hello' }).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(MessageSendError);
    expect(error).toMatchObject({ retryable: true, status: undefined });
  });

  it('pings by fetching the account resource with the credentials', async () => {
    twilio.reply = { status: 200, json: { sid: ACCOUNT_SID, status: 'active' } };

    await expect(sender.ping()).resolves.toBeUndefined();

    expect(twilio.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/2010-04-01/Accounts/${ACCOUNT_SID}.json`,
        authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
      }),
    ]);
  });

  it('fails ping when Twilio rejects the credentials', async () => {
    twilio.reply = { status: 401, json: { code: 20003, message: 'Authenticate', status: 401 } };

    await expect(sender.ping()).rejects.toMatchObject({ name: 'MessageSendError', retryable: false, status: 401 });
  });
});

describe('ConsoleMessageSender', () => {
  it('prints each message to the log and returns distinct ids', async () => {
    const lines: string[] = [];
    const sender = new ConsoleMessageSender((line) => lines.push(line));

    const first = await sender.send({ to: '+50688887777', body: 'Your code is 123456' });
    const second = await sender.send({ to: '+50688887777', body: 'Your code is 654321' });

    expect(first.id).not.toBe(second.id);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('+50688887777');
    expect(lines[0]).toContain('Your code is 123456');
    expect(lines[1]).toContain('Your code is 654321');
  });

  it('keeps the sent messages in order and finds the last one sent to a number', async () => {
    const sender = new ConsoleMessageSender(() => undefined);
    await sender.send({ to: '+50611111111', body: 'code 111111' });
    await sender.send({ to: '+50622222222', body: 'code 222222' });
    await sender.send({ to: '+50611111111', body: 'code 333333' });

    expect(sender.outbox()).toEqual([
      { to: '+50611111111', body: 'code 111111' },
      { to: '+50622222222', body: 'code 222222' },
      { to: '+50611111111', body: 'code 333333' },
    ]);
    expect(sender.lastMessageTo('+50611111111')).toEqual({ to: '+50611111111', body: 'code 333333' });
    expect(sender.lastMessageTo('+50699999999')).toBeUndefined();
  });

  it(`remembers only the last ${CONSOLE_OUTBOX_SIZE} messages`, async () => {
    const sender = new ConsoleMessageSender(() => undefined);
    const sentCount = CONSOLE_OUTBOX_SIZE + 5;
    for (let index = 1; index <= sentCount; index += 1) {
      await sender.send({ to: `+506${String(index).padStart(8, '0')}`, body: `message ${index}` });
    }

    const outbox = sender.outbox();
    expect(outbox).toHaveLength(CONSOLE_OUTBOX_SIZE);
    expect(outbox[0]!.body).toBe('message 6');
    expect(outbox.at(-1)!.body).toBe(`message ${sentCount}`);
    expect(sender.lastMessageTo('+50600000005')).toBeUndefined();
  });

  it('hands out copies, so a reader cannot change the outbox', async () => {
    const sender = new ConsoleMessageSender(() => undefined);
    await sender.send({ to: '+50688887777', body: 'code 123456' });

    sender.outbox()[0]!.body = 'tampered';
    sender.outbox().pop();

    expect(sender.outbox()).toEqual([{ to: '+50688887777', body: 'code 123456' }]);
  });
});
