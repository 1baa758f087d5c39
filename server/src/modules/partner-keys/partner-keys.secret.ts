import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PARTNER_KEY_PATTERN, PUBLISHABLE_KEY_PATTERN } from '@sportello/contracts';

/**
 * A key is `spk_<id>_<secret>`: the id (12 characters, public, shown in the table and in logs'
 * place of the key) finds the row; the secret (32 random bytes, base64url) is checked against the
 * stored SHA-256. A fast hash is enough: the secret is random, not a password anyone could guess.
 */

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function publicId(): string {
  // 36 is not a power of two: bytes ≥ 252 are dropped so that every character is equally likely.
  let id = '';
  while (id.length < 12) {
    for (const b of randomBytes(16)) if (b < 252 && id.length < 12) id += ID_ALPHABET[b % 36];
  }
  return id;
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function newPartnerKey(): { keyId: string; secret: string; token: string; secretHash: string } {
  const keyId = publicId();
  const secret = randomBytes(32).toString('base64url');
  return { keyId, secret, token: `spk_${keyId}_${secret}`, secretHash: hashSecret(secret) };
}

/**
 * The header's parts, or null when it is not shaped like a key at all. The publishable form
 * (`spw_<id>`, the widget's) has no secret: `secret` is null and the caller must hold it to the
 * key's origins.
 */
export function parsePartnerKey(value: string): { keyId: string; secret: string | null } | null {
  const trimmed = value.trim();
  const match = PARTNER_KEY_PATTERN.exec(trimmed);
  if (match) return { keyId: match[1]!, secret: match[2]! };
  const publishable = PUBLISHABLE_KEY_PATTERN.exec(trimmed);
  return publishable ? { keyId: publishable[1]!, secret: null } : null;
}

/** Whether the secret hashes to the stored hash, in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
