import net from 'node:net';

/**
 * Whom the server believes about the client's address (Fastify's `trustProxy`): nobody (the
 * socket's address), the last N hops of X-Forwarded-For, or only connections from the proxies
 * listed. Never "everybody": `true` takes the leftmost address a client writes itself, and with it
 * an attacker rotates addresses past every per-address limit.
 */
export type TrustProxy = false | number | string[];

/** Ranges proxy-addr (Fastify's parser) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const OFF = new Set(['', 'off', 'false', 'no', '0']);
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's value, or the Italian reason it is refused. */
export function parseTrustProxy(raw: string): { value: TrustProxy } | string {
  const text = raw.trim().toLowerCase();
  if (OFF.has(text)) return { value: false };
  if (text === 'true' || text === 'on' || text === 'yes') {
    return 'TRUST_PROXY=true crederebbe a qualunque X-Forwarded-For: indica quanti proxy ci sono davanti (es. 1) o i loro indirizzi (es. 10.0.0.5, 10.1.0.0/16)';
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) return `TRUST_PROXY: al massimo ${MAX_HOPS} proxy in fila`;
    return { value: hops };
  }
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length) {
    return `TRUST_PROXY: «${wrong.join(', ')}» non è un indirizzo IP, un intervallo CIDR né loopback, linklocal o uniquelocal`;
  }
  return { value: entries.length ? entries : false };
}

/** Fastify's `trustProxy` for the setting: a hop count becomes proxy-addr's own rule (hop < n). */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}
