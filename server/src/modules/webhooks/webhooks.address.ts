import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES as M } from './webhooks.messages.js';

/**
 * Where a webhook may be delivered: an https URL whose host resolves only to public addresses.
 * Checked at registration and again before every try, against the DNS answer of that moment; the
 * try then connects to the very address checked (webhooks.send.ts), so a name that resolves to a
 * public address when checked and to 127.0.0.1 a moment later (DNS rebinding) reaches nothing.
 */

/** Ranges no partner's server lives in: this host, private networks, link-local, unique-local… */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 address carried in IPv6 (::ffff:10.0.0.1, ::ffff:a00:1), as IPv4; otherwise itself. */
function unmapped(address: string): { address: string; family: 4 | 6 } {
  const mapped = /^::ffff:(.+)$/i.exec(address);
  if (mapped) {
    const rest = mapped[1]!;
    if (isIP(rest) === 4) return { address: rest, family: 4 };
    const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
    if (hex) {
      const n = (parseInt(hex[1]!, 16) << 16) | parseInt(hex[2]!, 16);
      return { address: [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'), family: 4 };
    }
  }
  return { address, family: isIP(address) === 4 ? 4 : 6 };
}

export function isPrivateAddress(address: string): boolean {
  const a = unmapped(address);
  return PRIVATE.check(a.address, a.family === 4 ? 'ipv4' : 'ipv6');
}

const isLoopback = (address: string) => {
  const a = unmapped(address);
  return LOOPBACK.check(a.address, a.family === 4 ? 'ipv4' : 'ipv6');
};

export interface Target {
  url: URL;
  /** The host's addresses, each checked; a try connects to the first. */
  addresses: { address: string; family: 4 | 6 }[];
}

/** Why a URL is refused, as the field's error, or the parsed URL. */
export function parseWebhookUrl(text: string, allowPrivate: boolean): URL | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return M.url.invalid;
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return M.url.https;
  if (url.username || url.password) return M.url.credentials;
  if (url.hash) return M.url.fragment;
  if (!url.hostname) return M.url.invalid;
  return url;
}

/**
 * The URL's addresses, every one of them public (or anything, with WEBHOOKS_ALLOW_PRIVATE, when
 * plain http must still go to loopback): the field's error otherwise.
 */
export async function resolveTarget(text: string, allowPrivate: boolean): Promise<Target | string> {
  const url = parseWebhookUrl(text, allowPrivate);
  if (typeof url === 'string') return url;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: 4 | 6 }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) as 4 | 6 }];
  else {
    try {
      const found = await lookup(host, { all: true, verbatim: true });
      addresses = found.map((a) => ({ address: a.address, family: a.family === 4 ? 4 : 6 }));
    } catch {
      return M.url.unresolved(host);
    }
    if (!addresses.length) return M.url.unresolved(host);
  }
  const refused = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
  if (refused) return M.url.privateAddress(refused.address);
  if (url.protocol === 'http:' && !addresses.every((a) => isLoopback(a.address))) return M.url.https;
  return { url, addresses };
}
