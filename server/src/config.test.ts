import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { applyEnvFile } from './env-file.js';

const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://sportello.turismo.example' };

describe('settings that make no sense are refused at start, in Italian and English', () => {
  it('refuses production without PUBLIC_URL, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: obbligatoria in produzione[^\n]*\n\s+\(required in production/,
    );
    expect(loadConfig(production).publicUrl).toBe('https://sportello.turismo.example');
  });

  it('refuses demo data in production, half an S3 set-up, and URLs of the wrong kind', () => {
    const refused: [Record<string, string>, RegExp][] = [
      [
        { ...production, SEED_DEMO: 'true' },
        /SEED_DEMO: i dati dimostrativi[^\n]*\n.*never loaded in production/,
      ],
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET: manca: S3_ENDPOINT senza il bucket/],
      [{ S3_BUCKET: 'sportello', S3_ACCESS_KEY_ID: 'AKIA' }, /S3_SECRET_ACCESS_KEY: la chiave di accesso S3/],
      [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: deve iniziare con postgres:\/\//],
      [{ REDIS_URL: 'http://127.0.0.1:6379' }, /REDIS_URL: deve iniziare con redis:\/\//],
      [{ SMTP_URL: '127.0.0.1:25' }, /SMTP_URL: deve iniziare con smtp:\/\//],
      [
        { PUBLIC_URL: 'https://x.example/?a=1' },
        /PUBLIC_URL: deve essere un indirizzo http\(s\) senza parametri/,
      ],
      [
        { SESSION_IDLE_MINUTES: '900', SESSION_MAX_HOURS: '12' },
        /SESSION_IDLE_MINUTES: 900 minuti[^\n]*\n.*exceed/,
      ],
      [{ PORT: 'ottanta' }, /Configurazione non valida \/ invalid configuration:\n\s+PORT:/],
    ];
    for (const [env, message] of refused) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
  });

  it('names every wrong setting at once, not the first only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', SMTP_URL: 'x' })).toThrow(
      /PUBLIC_URL[\s\S]*SEED_DEMO[\s\S]*SMTP_URL/,
    );
  });

  it('builds the S3 settings when a bucket is named, path-style by default', () => {
    const c = loadConfig({
      S3_BUCKET: 'sportello',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'segreto',
      S3_PREFIX: 'toscana/',
    });
    expect(c.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'sportello',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'segreto',
      forcePathStyle: true,
      prefix: 'toscana/',
    });
    expect(loadConfig({}).s3).toBeUndefined();
  });
});

describe('the .env file', () => {
  it('fills the settings the environment does not give, and never overrides one it does', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-env-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, '# a comment\nPORT=9090\nPUBLIC_URL="https://desk.example"\nLOG_LEVEL=debug\n');
    const env: NodeJS.ProcessEnv = { LOG_LEVEL: 'warn' };
    expect(applyEnvFile(env, file)).toBe(file);
    expect(env).toEqual({ PORT: '9090', PUBLIC_URL: 'https://desk.example', LOG_LEVEL: 'warn' });
    expect(applyEnvFile(env, path.join(dir, 'missing.env'))).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('single sign-on settings (OIDC_PROVIDERS, SSO_CREATE_ACCOUNTS)', () => {
  const regione = {
    key: 'regione',
    name: 'Regione Toscana',
    issuer: 'https://id.regione.example/realms/staff',
    clientId: 'sportello',
    clientSecret: 'segreto',
  };
  it('reads the providers as JSON, scopes by default, creation off by default', () => {
    const config = loadConfig({ OIDC_PROVIDERS: JSON.stringify([regione]) });
    expect(config.sso).toEqual({
      providers: [{ ...regione, scopes: 'openid email profile' }],
      createAccounts: false,
    });
    expect(loadConfig({}).sso.providers).toEqual([]);
    expect(loadConfig({ SSO_CREATE_ACCOUNTS: 'true' }).sso.createAccounts).toBe(true);
  });

  it('refuses what is not a provider, a plain http issuer away from this machine, a repeated key', () => {
    const refused: [unknown, RegExp][] = [
      ['[{', /OIDC_PROVIDERS: non è un JSON valido/],
      [[{ ...regione, clientId: '' }], /OIDC_PROVIDERS: 0\.clientId/],
      [[{ ...regione, scopes: 'email' }], /OIDC_PROVIDERS: 0\.scopes: deve contenere openid/],
      [[{ ...regione, issuer: 'http://id.regione.example' }], /regione: l'issuer deve essere https/],
      [[regione, regione], /chiavi \(key\) ripetute/],
    ];
    for (const [value, message] of refused) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      expect(() => loadConfig({ OIDC_PROVIDERS: text }), text).toThrow(message);
    }
    expect(
      loadConfig({ OIDC_PROVIDERS: JSON.stringify([{ ...regione, issuer: 'http://127.0.0.1:9999' }]) }).sso
        .providers,
    ).toHaveLength(1);
  });
});
