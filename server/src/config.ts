import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './platform/http/trust-proxy.js';
import { DEFAULT_APP_PREFIX } from '@sportello/contracts';

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
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  filesDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  redisUrl?: string;
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
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
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
