import { createHmac, randomBytes } from 'node:crypto';

/**
 * A delivery's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * keyed with the webhook's secret. A receiver recomputes it over the raw body it got, compares in
 * constant time, refuses a `t` more than 5 minutes from its own clock, and drops a delivery id
 * (X-Sportello-Delivery) it has seen already: a replayed request is then worthless.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** A webhook's secret: 32 random bytes, `whsec_` + base64url. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;
