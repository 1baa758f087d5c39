import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Target } from './webhooks.address.js';

/** A try past this counts as failed, answered or not. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** What is read of the partner's answer (and dropped): nobody needs more. */
const ANSWER_LIMIT_BYTES = 64 * 1024;

export type TryOutcome = { status: number; error: null } | { status: number | null; error: string };

/**
 * POSTs the body to the target's first checked address: the name in the URL is kept for the Host
 * header and TLS (SNI and the certificate's check), but the connection goes to that address only
 * (a `lookup` that answers it), so the DNS is not asked again between check and connect. No
 * redirect is followed: a 3xx is a failed try like any answer outside 2xx.
 */
export function postOnce(
  target: Target,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<TryOutcome> {
  const { address, family } = target.addresses[0]!;
  const pinned: LookupFunction = (_host, options, done) => {
    if (options.all)
      (done as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else done(null, address, family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const timeout = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
    const req = client.request(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Sportello-Webhooks/1',
        ...headers,
      },
      lookup: pinned,
      agent: false,
      signal: AbortSignal.any([signal, timeout]),
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_LIMIT_BYTES) res.destroy();
      });
      const settle = () =>
        resolve(
          status >= 200 && status < 300
            ? { status, error: null }
            : {
                status,
                error:
                  status >= 300 && status < 400
                    ? `reindirizzamento non seguito (HTTP ${status})`
                    : `risposta HTTP ${status}`,
              },
        );
      res.on('end', settle);
      res.on('close', settle);
      res.on('error', settle);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (timeout.aborted)
        resolve({ status: null, error: `nessuna risposta in ${DELIVERY_TIMEOUT_MS / 1000} s` });
      else if (signal.aborted) resolve({ status: null, error: 'tentativo interrotto' });
      else resolve({ status: null, error: err.code ? `${err.code}: ${err.message}` : err.message });
    });
    req.end(body);
  });
}
