import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

/** What the test provider tells about an account (its subject is the login typed at its form). */
export interface IdpAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, IdpAccount>;
  /** Seconds an authorization code lives (60 unless set). */
  codeTtl: number;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider, with its development login and consent pages) on
 * 127.0.0.1 at a free port (or `port`), with one confidential client for Sportello. Any password
 * is accepted at its form: the account is the login typed.
 */
export async function startTestIdp(opts: {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
}) {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const idp: TestIdp = {
    issuer,
    clientId: opts.clientId ?? 'sportello',
    clientSecret: opts.clientSecret ?? randomBytes(24).toString('hex'),
    accounts: new Map(),
    codeTtl: 60,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
        redirect_uris: opts.redirectUris,
        post_logout_redirect_uris: opts.postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-1', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail in the ID token itself, as the Region's providers put it.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: () => idp.codeTtl,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: async () => ({ sub, ...idp.accounts.get(sub) }) };
    },
  });
  server.on('request', provider.callback());
  return idp;
}

/**
 * A browser at the provider: follows its redirects with its own cookies and fills its pages (the
 * login form with `login`, the consent, the sign-out question) until it is sent to an address
 * outside the provider, which it returns without visiting.
 */
export class IdpBrowser {
  private readonly jar = new Map<string, string>();
  constructor(private readonly issuer: string) {}

  async follow(start: string, login?: string): Promise<string> {
    let url = start;
    let init: RequestInit = {};
    for (let step = 0; step < 20; step++) {
      if (!url.startsWith(this.issuer)) return url;
      const res = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...init.headers, cookie: this.cookie() },
      });
      this.keep(res);
      const location = res.headers.get('location');
      if (location) {
        url = new URL(location, url).toString();
        init = {};
        continue;
      }
      const html = await res.text();
      if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
      const form = this.form(html, login);
      url = new URL(form.action, url).toString();
      init = {
        method: 'POST',
        body: new URLSearchParams(form.fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    }
    throw new Error('too many steps at the provider');
  }

  private form(html: string, login?: string) {
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at the provider: ${html.slice(0, 300)}`);
    const fields: Record<string, string> = {};
    for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields[m[1]!] = m[2]!;
    if (fields.prompt === 'login') {
      if (!login) throw new Error('the provider asks a login');
      Object.assign(fields, { login, password: 'qualsiasi' });
    }
    if (html.includes('name="logout"')) fields.logout = 'yes';
    return { action: action.replace(/&amp;/g, '&'), fields };
  }

  private cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}
