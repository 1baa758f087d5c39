import type { Config } from '../../config.js';
import { postgresTarget } from './postgres-snapshot.js';

/**
 * The settings' secrets a message could carry (a driver's error quoting its URL): the database's
 * password, the S3 secret key, the SMTP password. The commands blank them in whatever they print.
 */
export function secretsOf(config: Pick<Config, 'database' | 's3' | 'smtpUrl'>): string[] {
  const secrets: string[] = [];
  if (config.database.kind === 'postgres') {
    const password = postgresTarget(config.database.url).env.PGPASSWORD;
    if (password) secrets.push(password, encodeURIComponent(password));
  }
  if (config.s3?.secretAccessKey) secrets.push(config.s3.secretAccessKey);
  if (config.smtpUrl) {
    const password = URL.parse(config.smtpUrl)?.password;
    if (password) secrets.push(password, decodeURIComponent(password));
  }
  return [...new Set(secrets)].filter((s) => s.length >= 3);
}

export function withoutSecrets(text: string, secrets: readonly string[]): string {
  return secrets.reduce((t, secret) => t.split(secret).join('***'), text);
}
