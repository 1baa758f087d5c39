import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { loadConfig } from '../../config.js';
import { parseTrustProxy } from './trust-proxy.js';

/**
 * Whose word the server takes for the client's address: `trustProxy: true`
 * believed the leftmost X-Forwarded-For a client wrote, so rotating it escaped every per-address
 * limit. TRUST_PROXY is off by default, or names the proxies (a hop count, addresses, CIDRs).
 */
describe('TRUST_PROXY, the setting', () => {
  it('is off by default, in production too', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', PUBLIC_URL: 'https://sportello.example' })
        .trustProxy,
    ).toBe(false);
  });

  it('takes a hop count, a list of addresses and CIDRs, or the named ranges', () => {
    expect(parseTrustProxy('off')).toEqual({ value: false });
    expect(parseTrustProxy('1')).toEqual({ value: 1 });
    expect(parseTrustProxy(' 10.0.0.5, 10.1.0.0/16 ,fd00::/8, loopback')).toEqual({
      value: ['10.0.0.5', '10.1.0.0/16', 'fd00::/8', 'loopback'],
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses true (every client believed) and what is not an address, in Italian', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true crederebbe a qualunque/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /«10\.0\.0\.0\/33» non è un indirizzo IP/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/«proxy\.local» non è un indirizzo IP/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/al massimo 10 proxy/);
  });
});

describe.each([
  { setting: 'off', trustProxy: false as const },
  { setting: '1', trustProxy: 1 },
  { setting: '10.0.0.1, 10.1.0.0/16', trustProxy: ['10.0.0.1', '10.1.0.0/16'] },
])('TRUST_PROXY=$setting, against forged X-Forwarded-For', ({ trustProxy }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy });
  });
  afterAll(() => t.close());

  let n = 0;
  /** A wrong password for a new account from `socket` with `forwarded`; the address it was counted on. */
  const countedAddress = async (socket: string, forwarded?: string) => {
    const username = `indirizzo.${(n += 1)}`;
    await createTestUser(t.db, { username });
    const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {};
    const agent = new Agent(t.app, { ip: socket });
    await agent.get('/health');
    await agent.request('POST', '/api/auth/login', { username, password: 'sbagliata' }, { headers });
    const row = await t.db
      .selectFrom('loginAttempts')
      .select('ip')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return row.ip;
  };

  // With a hop count the server cannot tell the proxy from a client that reached it directly: that
  // setting promises that nothing but the proxy can connect (README), so only the list is tested so.
  if (typeof trustProxy !== 'number') {
    it('a client talking to the server directly is its socket address, whatever it forges', async () => {
      expect(await countedAddress('198.51.100.7', '1.2.3.4')).toBe('198.51.100.7');
      expect(await countedAddress('198.51.100.7', '1.2.3.4, 5.6.7.8')).toBe('198.51.100.7');
    });
  }

  it('rotating X-Forwarded-For buys no login tries past the back-off', async () => {
    await createTestUser(t.db, { username: 'bersaglio' });
    // Without a proxy the attacker connects itself; behind one, the proxy (10.0.0.1) appends the
    // attacker's real address to whatever it wrote.
    const agent = new Agent(t.app, { ip: trustProxy === false ? '198.51.100.9' : '10.0.0.1' });
    await agent.get('/health');
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const forged = `203.0.113.${i + 1}`;
      const headers = { 'x-forwarded-for': trustProxy === false ? forged : `${forged}, 198.51.100.9` };
      const res = await agent.request(
        'POST',
        '/api/auth/login',
        { username: 'bersaglio', password: `g${i}` },
        { headers },
      );
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.slice(3).every((c) => c === 429)).toBe(true);
  });

  if (trustProxy === false) return;

  it('behind the named proxy, the client is the address the proxy appended, not one the client wrote', async () => {
    // The proxy (10.0.0.1) appends the address it saw to what the client sent.
    expect(await countedAddress('10.0.0.1', '203.0.113.50')).toBe('203.0.113.50');
    expect(await countedAddress('10.0.0.1', '1.1.1.1, 203.0.113.51')).toBe('203.0.113.51');
  });

  if (Array.isArray(trustProxy)) {
    it('a proxy inside a listed CIDR is believed; a host outside the list is not', async () => {
      expect(await countedAddress('10.1.7.7', '203.0.113.60')).toBe('203.0.113.60');
      expect(await countedAddress('10.2.0.1', '203.0.113.61')).toBe('10.2.0.1');
    });
  }
});
