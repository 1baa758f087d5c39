import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './platform/http/trust-proxy.js';
import { DEFAULT_APP_PREFIX } from '@sportello/contracts';
import { applyEnvFile } from './env-file.js';

/** A yes/no setting: true, false, 1 or 0. */
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every setting comes from the environment, parsed here once. The defaults are the embedded set-up:
 * one process, SQLite under ./data, mail to the outbox, in-process bus.
 */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches to PostgreSQL; empty means the SQLite file under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /**
   * Where the partners' keys count their requests per minute: redis (across processes, one round
   * trip), database (across processes on one database, a write per request), memory (this process
   * alone: the embedded set-up's one process). auto: redis with REDIS_URL, else memory on SQLite
   * and database on PostgreSQL.
   */
  RATE_WINDOWS: z.enum(['auto', 'redis', 'database', 'memory']).default('auto'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sportello <noreply@sportello.local>'),
  /** Where the contact form's messages go: the tourist board's own address. */
  BOARD_EMAIL: z.string().email().default('redazione@turismo.toscana.example'),
  /** Public address used in e-mailed links; defaults to http://HOST:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  APP_PREFIX: z.string().startsWith('/').default(DEFAULT_APP_PREFIX),
  /** Idle minutes before a session ends; every refresh slides it forward. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  /** Hours after sign-in when a session ends, however often it was refreshed (a year at most). */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(8784).default(12),
  /**
   * Which proxy may tell the client's address (X-Forwarded-For): off (the default: the socket's
   * address, whatever a client sends), a hop count (1: one proxy in front), or a comma-separated
   * list of proxy addresses and CIDRs (10.0.0.5, 10.1.0.0/16, loopback).
   */
  TRUST_PROXY: z
    .string()
    .default('off')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
      return typeof parsed === 'string' ? z.NEVER : parsed.value;
    }),
  /** Seed demo data into an empty database (never in production). */
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * json: one JSON object a line, for log collectors; pretty: readable lines (pino-pretty); auto:
   * pretty for a person at a terminal outside production, json otherwise.
   */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** Where the built web app lives; served by the same process when present. */
  WEB_DIST: z.string().optional(),
  /** Largest file the media library accepts, in MB. */
  MEDIA_MAX_MB: z.coerce.number().int().min(1).max(1024).default(20),
  /** A Nominatim-compatible geocoder (its base URL); empty means the offline gazetteer. */
  GEOCODER_URL: z.string().url().or(z.literal('')).optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /** Load shedding (503 with Retry-After instead of queueing); 0 turns a signal off. */
  MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(256),
  /** Off by default under NODE_ENV=test, so that a loaded test machine never refuses a journey. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).optional(),
  /**
   * Days a visitor's contact data (name, e-mail, phone) are kept after their consent; then the
   * housekeeping job erases them and keeps the profile's statistics. Two years by default.
   */
  PROFILE_CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  /**
   * Writes every JSON reply with both serializers and fails it when they differ
   * (reply-serializer.ts): for the tests, never for a deployment (it doubles the work).
   */
  CHECK_REPLIES: flag.default(false),
  /** Visitor profiles the demo seed generates over the last 24 months (0: none). */
  DEMO_PROFILES: z.coerce.number().int().min(0).max(2_000_000).default(20_000),
  /**
   * S3-compatible object storage (MinIO, Ceph RGW, Garage, AWS) for uploaded files, shared by
   * every process; without S3_BUCKET files stay under DATA_DIR/files on this host's disk.
   * S3_ENDPOINT is empty for AWS itself; path-style addressing unless S3_FORCE_PATH_STYLE=false.
   */
  S3_ENDPOINT: z.string().url().or(z.literal('')).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(true),
  /** A folder inside the bucket (e.g. "sportello/"), so that one bucket can hold several boards. */
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9._-]*\/)*$/, 'cartelle in minuscolo, che finiscono con "/" (es. sportello/)')
    .default(''),
  /** Tries of an e-mail SMTP refuses before it is shown as failed in Posta in uscita (with "Rinvia"). */
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /** Longest wait on SIGTERM for requests in flight and running jobs before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  /**
   * Lets webhooks reach private, loopback, link-local and unique-local addresses, and plain http
   * to loopback: for tests and a local receiver only, never for partners' addresses.
   */
  WEBHOOKS_ALLOW_PRIVATE: flag.default(false),
  /**
   * OpenID Connect providers for "Accedi con {provider}" (docs/operations.md#single-sign-on): a
   * JSON array of {key, name, issuer, clientId, clientSecret, scopes}; empty: password only.
   */
  OIDC_PROVIDERS: z.string().default(''),
  /** A first sign-in with a provider that matches no account creates one, pending an admin's verification. */
  SSO_CREATE_ACCOUNTS: flag.default(false),
});

/** One OpenID Connect provider of OIDC_PROVIDERS. */
const OidcProviderSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]{0,29}$/, 'minuscole, cifre e trattini (es. regione)'),
  name: z.string().trim().min(1).max(60),
  issuer: z.url({ protocol: /^https?$/ }),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
  scopes: z
    .string()
    .default('openid email profile')
    .refine((s) => s.split(/\s+/).includes('openid'), 'deve contenere openid'),
});
export type OidcProviderConfig = z.infer<typeof OidcProviderSchema>;

const OidcProvidersSchema = z
  .array(OidcProviderSchema)
  .max(10)
  .refine((list) => new Set(list.map((p) => p.key)).size === list.length, 'chiavi (key) ripetute');

/** OIDC_PROVIDERS parsed, or the Italian reason it is wrong. */
function parseOidcProviders(text: string): OidcProviderConfig[] | string {
  if (!text.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'non è un JSON valido (un elenco [{"key": …, "name": …, "issuer": …, "clientId": …}])';
  }
  const parsed = OidcProvidersSchema.safeParse(json);
  if (!parsed.success)
    return parsed.error.issues.map((i) => `${i.path.join('.') || 'elenco'}: ${i.message}`).join('; ');
  const plain = parsed.data.find((p) => {
    const url = new URL(p.issuer);
    return url.protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  });
  if (plain) return `${plain.key}: l'issuer deve essere https:// (http solo su questa macchina)`;
  return parsed.data;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  filesDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  redisUrl?: string;
  /** Where the partners' keys count their requests per minute (RATE_WINDOWS, auto resolved). */
  rateWindows: 'redis' | 'database' | 'memory';
  smtpUrl?: string;
  mailFrom: string;
  boardEmail: string;
  publicUrl: string;
  appPrefix: string;
  trustProxy: TrustProxy;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  seedDemo: boolean;
  logLevel: string;
  logFormat: 'json' | 'pretty';
  webDist: string;
  mediaMaxMb: number;
  geocoderUrl?: string;
  geocoderTimeoutMs: number;
  load: { maxInFlight: number; maxEventLoopDelayMs: number; maxEventLoopUtilization: number };
  profileContactRetentionDays: number;
  demoProfiles: number;
  /** Every reply written by both serializers and compared (tests only; CHECK_REPLIES). */
  checkReplies: boolean;
  /** Object storage for files; absent: the local folder filesDir. */
  s3?: {
    endpoint?: string;
    bucket: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
    prefix: string;
  };
  mailAttempts: number;
  shutdownTimeoutMs: number;
  /** Webhooks may go to private addresses and http on loopback (WEBHOOKS_ALLOW_PRIVATE; tests). */
  webhooksAllowPrivate: boolean;
  /** Single sign-on (OIDC_PROVIDERS, SSO_CREATE_ACCOUNTS). */
  sso: { providers: OidcProviderConfig[]; createAccounts: boolean };
};

/**
 * A setting that makes no sense: refused at start, in Italian then English, naming the setting, so
 * that an operator reading the journal of a unit that would not start knows what to change.
 */
interface Incoherence {
  setting: string;
  it: string;
  en: string;
}

type Parsed = z.infer<typeof ConfigSchema>;

function incoherences(c: Parsed): Incoherence[] {
  const found: Incoherence[] = [];
  const production = c.NODE_ENV === 'production';
  if (production && !c.PUBLIC_URL)
    found.push({
      setting: 'PUBLIC_URL',
      it: "obbligatoria in produzione: è l'indirizzo pubblico (https://…) dei link nelle e-mail e dei link condivisi",
      en: 'required in production: the public address (https://…) of the links in e-mails and shared links',
    });
  if (c.PUBLIC_URL) {
    const url = new URL(c.PUBLIC_URL);
    if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username)
      found.push({
        setting: 'PUBLIC_URL',
        it: 'deve essere un indirizzo http(s) senza parametri, frammento o credenziali',
        en: 'must be an http(s) address with no query, fragment or credentials',
      });
  }
  if (production && c.SEED_DEMO === true)
    found.push({
      setting: 'SEED_DEMO',
      it: 'i dati dimostrativi (account con password note) non si caricano mai in produzione',
      en: 'demo data (accounts with known passwords) are never loaded in production',
    });
  const url = c.DATABASE_URL?.trim();
  if (url && !/^(postgres(ql)?:\/\/|sqlite:)/.test(url))
    found.push({
      setting: 'DATABASE_URL',
      it: 'deve iniziare con postgres:// (PostgreSQL) o sqlite: (un file SQLite)',
      en: 'must start with postgres:// (PostgreSQL) or sqlite: (an SQLite file)',
    });
  if (c.REDIS_URL && !/^rediss?:\/\//.test(c.REDIS_URL))
    found.push({
      setting: 'REDIS_URL',
      it: 'deve iniziare con redis:// o rediss://',
      en: 'must start with redis:// or rediss://',
    });
  if (c.RATE_WINDOWS === 'redis' && !c.REDIS_URL)
    found.push({
      setting: 'RATE_WINDOWS',
      it: 'redis richiede REDIS_URL',
      en: 'redis needs REDIS_URL',
    });
  if (c.SMTP_URL && !/^smtps?:\/\//.test(c.SMTP_URL))
    found.push({
      setting: 'SMTP_URL',
      it: 'deve iniziare con smtp:// o smtps://',
      en: 'must start with smtp:// or smtps://',
    });
  const s3Given = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (!c.S3_BUCKET && s3Given.some((k) => c[k]))
    found.push({
      setting: 'S3_BUCKET',
      it: `manca: ${s3Given.filter((k) => c[k]).join(', ')} senza il bucket dove tenere i file`,
      en: `missing: ${s3Given.filter((k) => c[k]).join(', ')} given without the bucket to keep files in`,
    });
  if (!!c.S3_ACCESS_KEY_ID !== !!c.S3_SECRET_ACCESS_KEY)
    found.push({
      setting: c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      it: 'la chiave di accesso S3 va data insieme al suo segreto (o nessuna delle due)',
      en: 'the S3 access key goes with its secret (or neither)',
    });
  if (c.SESSION_IDLE_MINUTES > c.SESSION_MAX_HOURS * 60)
    found.push({
      setting: 'SESSION_IDLE_MINUTES',
      it: `${c.SESSION_IDLE_MINUTES} minuti di inattività superano la durata massima di una sessione (SESSION_MAX_HOURS=${c.SESSION_MAX_HOURS})`,
      en: `${c.SESSION_IDLE_MINUTES} idle minutes exceed a session's longest life (SESSION_MAX_HOURS=${c.SESSION_MAX_HOURS})`,
    });
  const providers = parseOidcProviders(c.OIDC_PROVIDERS);
  if (typeof providers === 'string')
    found.push({ setting: 'OIDC_PROVIDERS', it: providers, en: 'see docs/operations.md#single-sign-on' });
  return found;
}

export function loadConfig(source?: NodeJS.ProcessEnv): Config {
  // The process's own settings are completed from .env; a caller's explicit set (tests) is not.
  if (!source) applyEnvFile();
  source ??= process.env;
  const parsed = ConfigSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configurazione non valida / invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const wrong = incoherences(c);
  if (wrong.length) {
    const lines = wrong.map((w) => `  ${w.setting}: ${w.it}\n  ${' '.repeat(w.setting.length)}  (${w.en})`);
    throw new Error(`Configurazione non valida / invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(c.DATA_DIR);
  const url = c.DATABASE_URL?.trim();
  const database: Config['database'] =
    url && /^postgres(ql)?:\/\//.test(url)
      ? { kind: 'postgres', url }
      : { kind: 'sqlite', file: url ? url.replace(/^sqlite:/, '') : path.join(dataDir, 'sportello.db') };
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    database,
    redisUrl: c.REDIS_URL || undefined,
    rateWindows:
      c.RATE_WINDOWS !== 'auto'
        ? c.RATE_WINDOWS
        : c.REDIS_URL
          ? 'redis'
          : database.kind === 'sqlite'
            ? 'memory'
            : 'database',
    smtpUrl: c.SMTP_URL || undefined,
    mailFrom: c.MAIL_FROM,
    boardEmail: c.BOARD_EMAIL,
    publicUrl: (c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}`).replace(/\/$/, ''),
    appPrefix: c.APP_PREFIX.replace(/\/$/, ''),
    trustProxy: c.TRUST_PROXY,
    sessionIdleMinutes: c.SESSION_IDLE_MINUTES,
    sessionMaxHours: c.SESSION_MAX_HOURS,
    seedDemo: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    logLevel: c.LOG_LEVEL,
    logFormat:
      c.LOG_FORMAT !== 'auto'
        ? c.LOG_FORMAT
        : c.NODE_ENV !== 'production' && process.stdout.isTTY
          ? 'pretty'
          : 'json',
    webDist: path.resolve(c.WEB_DIST ?? defaultWebDist()),
    mediaMaxMb: c.MEDIA_MAX_MB,
    geocoderUrl: c.GEOCODER_URL || undefined,
    geocoderTimeoutMs: c.GEOCODER_TIMEOUT_MS,
    profileContactRetentionDays: c.PROFILE_CONTACT_RETENTION_DAYS,
    demoProfiles: c.DEMO_PROFILES,
    checkReplies: c.CHECK_REPLIES,
    ...(c.S3_BUCKET
      ? {
          s3: {
            endpoint: c.S3_ENDPOINT || undefined,
            bucket: c.S3_BUCKET,
            region: c.S3_REGION,
            accessKeyId: c.S3_ACCESS_KEY_ID || undefined,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY || undefined,
            forcePathStyle: c.S3_FORCE_PATH_STYLE,
            prefix: c.S3_PREFIX,
          },
        }
      : {}),
    mailAttempts: c.MAIL_ATTEMPTS,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    webhooksAllowPrivate: c.WEBHOOKS_ALLOW_PRIVATE,
    sso: {
      providers: parseOidcProviders(c.OIDC_PROVIDERS) as OidcProviderConfig[],
      createAccounts: c.SSO_CREATE_ACCOUNTS,
    },
    load: {
      maxInFlight: c.MAX_IN_FLIGHT,
      maxEventLoopDelayMs: c.MAX_EVENT_LOOP_DELAY_MS ?? (c.NODE_ENV === 'test' ? 0 : 500),
      // Off unless asked: a process kept fully busy by searches still answers in tens of ms, and
      // refusing then would turn away desks that would not have waited (the delay is the signal).
      maxEventLoopUtilization: c.MAX_EVENT_LOOP_UTILIZATION ?? 0,
    },
  };
}

/** server/src (tsx) or server/dist/src (built): both sit a fixed distance from web/dist. */
function defaultWebDist(): string {
  const built = import.meta.dirname.split(path.sep).includes('dist');
  return path.join(import.meta.dirname, built ? '../../../web/dist' : '../../web/dist');
}
