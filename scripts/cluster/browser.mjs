// A browser stand-in over fetch: it keeps its cookies, echoes the CSRF cookie in the header as the web
// client does (docs/api.md, the auth plugin), and can talk to nginx or straight to one process.

const CSRF_COOKIE = 'sportello_csrf';
const CSRF_HEADER = 'x-csrf-token';

export class Browser {
  /** `base`: where requests go (nginx's https:// address, or a process's http:// one). */
  constructor(base, { origin = base, cookies } = {}) {
    this.base = base;
    this.origin = origin;
    this.cookies = new Map(cookies ?? []);
  }

  /** The same cookies (the same signed-in browser) against another address: a process directly. */
  at(base) {
    return new Browser(base, { origin: this.origin, cookies: this.cookies });
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  remember(res) {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request; JSON bodies are sent as JSON, a FormData as multipart. Resolves with the Response. */
  async request(method, url, body, headers = {}) {
    if (!this.cookies.has(CSRF_COOKIE) && method !== 'GET') await this.request('GET', '/health');
    const h = { origin: this.origin, ...headers };
    if (this.cookies.size) h.cookie = this.cookieHeader;
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (csrf) h[CSRF_HEADER] = csrf;
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      h['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(this.base + url, { method, headers: h, body: payload, redirect: 'manual' });
    this.remember(res);
    return res;
  }

  /** A JSON call: { status, data } (data null when the reply is not JSON). */
  async json(method, url, body) {
    const res = await this.request(method, url, body);
    const text = await res.text();
    let data = null;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON: the caller looks at the status
    }
    return { status: res.status, data, text };
  }

  get(url) {
    return this.json('GET', url);
  }

  post(url, body) {
    return this.json('POST', url, body);
  }

  /** Signs in through the real login route; throws with the server's answer when refused. */
  async signIn(username, password) {
    const res = await this.post('/api/auth/login', { username, password });
    if (res.status !== 200)
      throw new Error(`accesso di ${username}: HTTP ${res.status} ${res.text.slice(0, 200)}`);
    return res;
  }

  /**
   * The terminals' socket with this browser's cookies and Origin (Node's WebSocket, as a browser's):
   * resolves once open, with the messages it receives in order.
   */
  openSocket(path = '/api/external/app') {
    const url = this.base.replace(/^http/, 'ws') + path;
    const ws = new WebSocket(url, { headers: { cookie: this.cookieHeader, origin: this.origin } });
    const messages = [];
    const taken = new Set();
    let wake = null;
    ws.addEventListener('message', (event) => {
      messages.push(JSON.parse(String(event.data)));
      wake?.();
    });
    const closed = new Promise((resolve) => ws.addEventListener('close', (e) => resolve(e.code)));
    const socket = {
      messages,
      closed,
      send: (message) => ws.send(JSON.stringify(message)),
      /** The next message of that type not taken yet (matching `match`), within `ms`. */
      async next(type, match = () => true, ms = 5000) {
        const deadline = Date.now() + ms;
        for (;;) {
          const i = messages.findIndex((m, j) => !taken.has(j) && m.type === type && match(m));
          if (i >= 0) {
            taken.add(i);
            return messages[i];
          }
          if (Date.now() > deadline)
            throw new Error(
              `nessun «${type}» entro ${ms / 1000} s; arrivati: ${messages.map((m) => m.type).join(', ')}`,
            );
          await new Promise((resolve) => {
            wake = resolve;
            setTimeout(resolve, 50);
          });
        }
      },
      close: () => {
        ws.close();
        return closed;
      },
    };
    return new Promise((resolve, reject) => {
      ws.addEventListener('open', () => resolve(socket));
      ws.addEventListener('error', () => reject(new Error(`socket rifiutato: ${url}`)));
    });
  }
}
