import { ConfigError, DEMO_SUPPORT_WHATSAPP, loadConfig } from './config';

const MASTER_KEY = Buffer.alloc(32, 7).toString('base64');
const production = {
  EVENTSTORE_URL: 'esdb://kurrent:2113?tls=false',
  MONGODB_URL: 'mongodb://mongo',
  KEY_STORE_MASTER_KEY: MASTER_KEY,
};

describe('loadConfig', () => {
  it('defaults to the embedded adapters on port 3000 with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      embedded: true,
      SEED_DEMO: true,
      BLOB_STORE: 'local',
      SMS_TRANSPORT: 'console',
    });
    expect(config.PUBLIC_ORIGIN).toBe('http://localhost:3000');
  });

  it('turns demo data off by default when the event log is KurrentDB', () => {
    expect(loadConfig(production).SEED_DEMO).toBe(false);
  });

  it('gives the demo a support number of its own, and a real deployment only the one it configures', () => {
    expect(loadConfig({}).WHATSAPP_NUMBER).toBe(DEMO_SUPPORT_WHATSAPP);
    expect(loadConfig({ WHATSAPP_NUMBER: '+50687654321' }).WHATSAPP_NUMBER).toBe('+50687654321');
    expect(loadConfig({ SEED_DEMO: 'false' }).WHATSAPP_NUMBER).toBeUndefined();
    expect(loadConfig(production).WHATSAPP_NUMBER).toBeUndefined();
  });

  it("leaves Google sign-in off unless both client variables are set, and uses Google's issuer by default", () => {
    expect(loadConfig({})).toMatchObject({ GOOGLE_ISSUER: 'https://accounts.google.com' });
    expect(loadConfig({}).GOOGLE_CLIENT_ID).toBeUndefined();
    const google = loadConfig({
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9000/',
    });
    expect(google).toMatchObject({
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9000',
    });
  });

  it('keeps the test-only SMS outbox off, and Twilio at its own address, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ EXPOSE_TEST_OUTBOX: false, TWILIO_API_BASE_URL: 'https://api.twilio.com' });
    expect(loadConfig({ EXPOSE_TEST_OUTBOX: 'true', TWILIO_API_BASE_URL: 'http://127.0.0.1:9001/' })).toMatchObject({
      EXPOSE_TEST_OUTBOX: true,
      TWILIO_API_BASE_URL: 'http://127.0.0.1:9001',
    });
  });

  it('sends every notification by SMS unless a WhatsApp sender and its approved templates are set', () => {
    const unset = loadConfig({});
    expect(unset.NOTIFICATION_QUIET_HOURS).toEqual({ from: 21, until: 7 });
    expect(loadConfig({ NOTIFICATION_QUIET_HOURS: '22-6' }).NOTIFICATION_QUIET_HOURS).toEqual({ from: 22, until: 6 });
    expect(loadConfig({ NOTIFICATION_QUIET_HOURS: 'off' }).NOTIFICATION_QUIET_HOURS).toBeNull();
    expect(unset.TWILIO_WHATSAPP_FROM).toBeUndefined();
    expect(unset.TWILIO_WHATSAPP_TEMPLATES).toEqual(new Map());
    const config = loadConfig({
      TWILIO_WHATSAPP_FROM: '+50640001234',
      TWILIO_WHATSAPP_TEMPLATES: ` review-published.es=HX${'a'.repeat(32)}, request-answered.en=HX${'b'.repeat(32)} `,
    });
    expect(config.TWILIO_WHATSAPP_FROM).toBe('+50640001234');
    expect([...config.TWILIO_WHATSAPP_TEMPLATES]).toEqual([
      ['review-published.es', `HX${'a'.repeat(32)}`],
      ['request-answered.en', `HX${'b'.repeat(32)}`],
    ]);
  });

  it("trusts no proxy by default, else a number of hops or the proxies' addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
    ]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ EXPOSE_TEST_OUTBOX: 'sure' }, 'EXPOSE_TEST_OUTBOX'],
    [{ TWILIO_API_BASE_URL: 'api.twilio.com' }, 'TWILIO_API_BASE_URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ EVENTSTORE_URL: 'postgres://x' }, 'EVENTSTORE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ BLOB_STORE: 'gridfs' }, 'MONGODB_URL'],
    [{ SMS_TRANSPORT: 'twilio' }, 'TWILIO_ACCOUNT_SID'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-password' }, 'ADMIN_EMAIL'],
    [{ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' }, 'GOOGLE_CLIENT_SECRET'],
    [{ GOOGLE_CLIENT_SECRET: 'secret' }, 'GOOGLE_CLIENT_ID'],
    [{ GOOGLE_ISSUER: 'accounts.google.com' }, 'GOOGLE_ISSUER'],
    [{ GOOGLE_ISSUER: 'ftp://accounts.google.com' }, 'GOOGLE_ISSUER'],
    [{ WHATSAPP_NUMBER: '8765 4321' }, 'WHATSAPP_NUMBER'],
    [{ TWILIO_WHATSAPP_FROM: 'whatsapp:+50640001234' }, 'TWILIO_WHATSAPP_FROM'],
    [{ TWILIO_WHATSAPP_TEMPLATES: `new-kind.es=HX${'a'.repeat(32)}` }, 'TWILIO_WHATSAPP_TEMPLATES'],
    [{ TWILIO_WHATSAPP_TEMPLATES: `review-published.fr=HX${'a'.repeat(32)}` }, 'TWILIO_WHATSAPP_TEMPLATES'],
    [{ TWILIO_WHATSAPP_TEMPLATES: 'review-published.es=SM123' }, 'TWILIO_WHATSAPP_TEMPLATES'],
    [{ NOTIFICATION_QUIET_HOURS: '21:00-07:00' }, 'NOTIFICATION_QUIET_HOURS'],
    [{ NOTIFICATION_QUIET_HOURS: '24-7' }, 'NOTIFICATION_QUIET_HOURS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'caddy' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1/8/8' }, 'TRUST_PROXY'],
    [{ MONGODB_URL: 'mongodb://mongo' }, 'KEY_STORE_MASTER_KEY'],
    [{ KEY_STORE_MASTER_KEY: Buffer.alloc(16).toString('base64') }, 'KEY_STORE_MASTER_KEY'],
    [{ KEY_STORE_MASTER_KEY: 'not base64 at all, but long enough to be 32 bytes!!' }, 'KEY_STORE_MASTER_KEY'],
  ])('%j stops with one line naming %s', (env, variable) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toMatch(new RegExp(`^Invalid configuration: ${variable} \\S`));
    expect((error as ConfigError).message).not.toContain('\n');
  });
});
