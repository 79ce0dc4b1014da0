import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  LANGUAGES,
  NOTIFICATION_KINDS,
  QUIET_HOURS,
  type Lang,
  type NotificationKind,
  type QuietHours,
} from '@gp/shared';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .min(1)
    .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)), {
      message: `must start with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
    })
    .optional();

/**
 * Who may say where a request came from: `false` (clients reach the app directly), the number of
 * proxy hops in front of it, or the proxies' addresses and networks. Never "any": with `true`,
 * a client's own X-Forwarded-For would pick the address its rate limits count under.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (['false', '0', 'no'].includes(value)) return false;
    if (/^[1-9]\d?$/.test(value)) return Number(value);
    const addresses = value.split(',').map((entry) => entry.trim());
    if (addresses.every(isAddressOrNetwork)) return addresses;
    ctx.addIssue({
      code: 'custom',
      message:
        "must be false, the number of proxy hops in front of the app (1 behind the shipped Caddy), or the proxies' addresses or networks separated by commas (10.0.0.0/8,fd00::/8); true would let any client choose its own address",
    });
    return z.NEVER;
  });

function isAddressOrNetwork(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const TEMPLATE_ENTRY = new RegExp(`^(${NOTIFICATION_KINDS.join('|')})\\.(${LANGUAGES.join('|')})=(HX[0-9a-fA-F]{32})$`);

/** `review-published.es=HX…,review-published.en=HX…` → the template's ContentSid by `kind.lang`. */
const whatsappTemplates = z.string().transform((value, ctx) => {
  const templates = new Map<`${NotificationKind}.${Lang}`, string>();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = TEMPLATE_ENTRY.exec(entry);
    if (!match) {
      ctx.addIssue({
        code: 'custom',
        message: `has "${entry}": each entry must be kind.lang=HX followed by 32 hex digits`,
      });
      return z.NEVER;
    }
    templates.set(`${match[1] as NotificationKind}.${match[2] as Lang}`, match[3]!);
  }
  return templates;
});

/**
 * `21-7`: notifications due from 21:00 to 07:00 Costa Rica time wait for the morning; `off`: none
 * wait (a deployment whose people want them at any hour, or a test server run at any hour).
 */
const quietHours = z
  .string()
  .regex(/^(off|([01]?\d|2[0-3])-([01]?\d|2[0-3]))$/, 'must be off, or two hours such as 21-7')
  .transform((text): QuietHours | null => {
    if (text === 'off') return null;
    const [from, until] = text.split('-').map(Number) as [number, number];
    return { from, until };
  });

/** Every environment variable the processes read. README's configuration table mirrors this. */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_ORIGIN: z.url().optional(),
    DATA_DIR: z.string().min(1).default('data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    EVENTSTORE_URL: optionalUrl(['esdb', 'kurrentdb', 'esdb+discover', 'kurrentdb+discover']),
    MONGODB_URL: optionalUrl(['mongodb', 'mongodb+srv']),
    MONGODB_DB: z.string().min(1).default('guanacaste'),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    BLOB_STORE: z.enum(['local', 'gridfs']).default('local'),
    SMS_TRANSPORT: z.enum(['console', 'twilio']).default('console'),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must look like AC followed by 32 hex digits')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +50688887777')
      .optional(),
    /** The WhatsApp sender's number; unset, every notification goes by SMS. */
    TWILIO_WHATSAPP_FROM: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +50688887777')
      .optional(),
    /** Approved WhatsApp templates, `kind.lang=HX…` separated by commas; a kind without one goes by SMS. */
    TWILIO_WHATSAPP_TEMPLATES: whatsappTemplates.default(new Map()),
    NOTIFICATION_QUIET_HOURS: quietHours.default(QUIET_HOURS),
    /** Twilio's REST API; tests point it at a local fake of Twilio's edge. */
    TWILIO_API_BASE_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://api.twilio.com'),
    /**
     * The master key that wraps every person's data key at rest (crypto-shredding,
     * docs/personal-data.md): 32 bytes in base64 (`openssl rand -base64 32`). Required with
     * MONGODB_URL, where the keys live in the database; optional embedded, where they have their own
     * file. Losing it loses every sealed field, as an erasure would.
     */
    KEY_STORE_MASTER_KEY: z
      .string()
      .trim()
      .refine((value) => Buffer.from(value, 'base64').length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(value), {
        message: 'must be 32 bytes in base64, e.g. the output of openssl rand -base64 32',
      })
      .optional(),
    /** Test-only: GET /api/v1/testing/sms-outbox shows the console transport's messages (ignored unless SMS_TRANSPORT=console). */
    EXPOSE_TEST_OUTBOX: flag.default(false),
    SEED_DEMO: flag.optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must have at least 12 characters').optional(),
    MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(1_000_000).default(100_000),
    /** Pages rendered on the server per visitor address and minute; past it, pages render in the browser (times RATE_LIMIT_FACTOR). */
    SERVER_RENDERS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(120),
    /** A pro's new requests within this many seconds are one SMS ("3 new requests"); tests shorten it. */
    LEAD_SMS_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** Multiplies every rate limit; only test servers that sign one account in many times raise it. */
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
    /** Behind reverse proxies (docker-compose's Caddy): which of them to trust for X-Forwarded-For/-Proto. */
    TRUST_PROXY: trustProxy.default(false),
    GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
    /** Google's by default; tests point it at a local OpenID Connect provider. */
    GOOGLE_ISSUER: z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://accounts.google.com'),
    /** Support's WhatsApp (spec §1: support is WhatsApp only); unset, the contact page says there is none yet (demo: DEMO_SUPPORT_WHATSAPP). */
    WHATSAPP_NUMBER: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +50688887777')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.BLOB_STORE === 'gridfs' && !env.MONGODB_URL) {
      ctx.addIssue({ code: 'custom', path: ['MONGODB_URL'], message: 'is required when BLOB_STORE=gridfs' });
    }
    if (env.MONGODB_URL && !env.KEY_STORE_MASTER_KEY) {
      ctx.addIssue({ code: 'custom', path: ['KEY_STORE_MASTER_KEY'], message: 'is required with MONGODB_URL' });
    }
    if (env.SMS_TRANSPORT === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_TRANSPORT=twilio' });
      }
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other ADMIN_ variable' });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with the other GOOGLE_CLIENT_ variable',
      });
    }
  });

export type Config = ReturnType<typeof toConfig>;

/**
 * The support number the demo shows when none is configured, so its contact page works end to
 * end: a placeholder in a range Costa Rica assigns to no subscriber, so a tap reaches nobody.
 */
export const DEMO_SUPPORT_WHATSAPP = '+50690000000';

function toConfig(env: z.infer<typeof configSchema>) {
  const embedded = !env.EVENTSTORE_URL;
  const seedDemo = env.SEED_DEMO ?? embedded;
  return {
    ...env,
    WHATSAPP_NUMBER: env.WHATSAPP_NUMBER ?? (seedDemo ? DEMO_SUPPORT_WHATSAPP : undefined),
    DATA_DIR: resolve(env.DATA_DIR),
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    /** Demo data is on by default only on the embedded event log. */
    SEED_DEMO: seedDemo,
    embedded,
  };
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once. Throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message);
  }
  return toConfig(parsed.data);
}
