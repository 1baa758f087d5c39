import type { FastifyInstance, InjectOptions } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@sportello/contracts';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * A browser stand-in for API tests: keeps cookies between calls and echoes the CSRF cookie in the
 * header on every call, as the web client does (a GET may change data: auth-plugin.ts). `csrf: false`
 * leaves the header out, as a link or a form of another site would: to test the refusal.
 */
export class Agent {
  readonly cookies = new Map<string, string>();

  /** `ip`: the address the requests come from (login throttling tests); 127.0.0.1 otherwise. */
  constructor(
    private readonly app: FastifyInstance,
    private readonly opts: { ip?: string } = {},
  ) {}

  async request(
    method: Method,
    url: string,
    payload?: unknown,
    opts: { csrf?: boolean; headers?: Record<string, string> } = {},
  ) {
    if (!this.cookies.has(CSRF_COOKIE) && method !== 'GET' && method !== 'HEAD')
      await this.request('GET', '/health');
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (opts.csrf !== false && csrf) headers[CSRF_HEADER] = csrf;
    const options: InjectOptions = { method, url, headers };
    if (this.opts.ip) options.remoteAddress = this.opts.ip;
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    const res = await this.app.inject(options);
    for (const c of res.cookies) {
      const expired = c.expires instanceof Date && c.expires.getTime() <= Date.now();
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return Object.assign(res, { body: res.body, data: safeJson(res.body) });
  }

  get(url: string, opts?: { csrf?: boolean; headers?: Record<string, string> }) {
    return this.request('GET', url, undefined, opts);
  }
  post(url: string, payload?: unknown, opts?: { csrf?: boolean }) {
    return this.request('POST', url, payload ?? {}, opts);
  }
  put(url: string, payload?: unknown) {
    return this.request('PUT', url, payload ?? {});
  }
  delete(url: string, payload?: unknown) {
    return this.request('DELETE', url, payload);
  }

  /** Signs in through the real login route. */
  async login(username: string, password = 'password-di-prova') {
    const res = await this.post('/api/auth/login', { username, password });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res;
  }
}

function safeJson(body: string): any {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
