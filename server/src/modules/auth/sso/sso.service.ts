import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { USER_STATUS, type SsoError } from '@sportello/contracts';
import type { OidcProviderConfig } from '../../../config.js';
import type { AppDeps } from '../../../platform/deps.js';
import { nowIso } from '../../../platform/db/connect.js';
import { AppError } from '../../../platform/http/errors.js';
import { hashPassword } from '../../../platform/auth/password.js';
import { startSession } from '../../../platform/auth/sessions.js';
import { findAccountByIdentifier, identifierTaken } from '../../../platform/auth/identifiers.js';
import { findUser, insertUser } from '../../people/index.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { authenticate } from '../auth.service.js';
import { rememberBrowser } from '../login-devices.js';
import { safeRedirect } from '../safe-redirect.js';
import { oidc, providerConfiguration } from './sso.client.js';
import {
  clearFlowCookie,
  flowExpiry,
  flowId,
  LOGIN_PAGE,
  redirectUri,
  refusalOf,
  refusedAt,
  setFlowCookie,
} from './sso.flow.js';
import {
  claimFlow,
  findFlow,
  findIdentity,
  insertFlow,
  insertIdentity,
  insertSsoSession,
  touchIdentity,
} from './sso.repo.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mail'>;
type Http = { request: FastifyRequest; reply: FastifyReply; log: FastifyBaseLogger };

export function findProvider(deps: Pick<AppDeps, 'config'>, key: string): OidcProviderConfig {
  const provider = deps.config.sso.providers.find((p) => p.key === key);
  if (!provider) throw new AppError('not_found', 404, AUTH_MESSAGES.ssoUnknownProvider);
  return provider;
}

/**
 * "Accedi con {provider}": the address of the provider's sign-in page, with a fresh state, nonce
 * and PKCE challenge whose secrets stay here, bound to this browser by its cookie.
 */
/**
 * Sign-ins started from one address in a window, per process: each start writes a flow row that
 * lives ten minutes, and the route needs no session, so a loop of starts would fill the table
 * (housekeeping deletes only the expired ones). An office's desks behind one router start a few
 * each morning.
 */
export const STARTS_PER_ADDRESS = { max: 60, windowMs: 10 * 60_000 } as const;

/** One app's count of starts per address (the routes make one: tests' apps do not share it). */
export function startLimiter(clock: () => number = Date.now) {
  const starts = new Map<string, number[]>();
  return (address: string): boolean => {
    const now = clock();
    const since = now - STARTS_PER_ADDRESS.windowMs;
    const recent = (starts.get(address) ?? []).filter((t) => t > since);
    if (starts.size > 10_000) for (const [a, ts] of starts) if (!ts.some((t) => t > since)) starts.delete(a);
    const refused = recent.length >= STARTS_PER_ADDRESS.max;
    if (!refused) recent.push(now);
    starts.set(address, recent);
    return refused;
  };
}

export async function startSignIn(
  deps: Deps,
  key: string,
  next: string | undefined,
  http: Http,
  tooMany: (address: string) => boolean = () => false,
) {
  const { db, config } = deps;
  const provider = findProvider(deps, key);
  if (tooMany(http.request.ip)) return refusedAt(config, 'too_many', key);
  let configuration: oidc.Configuration;
  try {
    configuration = await providerConfiguration(provider);
  } catch (err) {
    http.log.warn({ provider: key, err: (err as Error).message }, 'sso: provider not reachable');
    return refusedAt(config, 'provider_down', key);
  }
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const id = setFlowCookie(config, http.reply);
  await insertFlow(db, {
    id,
    stage: 'authorize',
    provider: key,
    state,
    nonce,
    codeVerifier,
    next: safeRedirect(next, `${config.appPrefix}/`),
    createdAt: nowIso(),
    expiresAt: flowExpiry(),
  });
  return oidc
    .buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri(config, provider),
      scope: provider.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
}

/**
 * The provider's answer. The browser's cookie must name a live flow of this provider (spent now,
 * whatever follows) whose state the answer carries; openid-client then checks the code with the
 * PKCE verifier, the ID token's signature, issuer, audience and nonce. The account is the one
 * linked to the issuer and subject; an unlinked one goes on to the password proof, or is refused.
 */
export async function finishSignIn(deps: Deps, key: string, query: URLSearchParams, http: Http) {
  const { db, config } = deps;
  const provider = findProvider(deps, key);
  const id = flowId(http.request);
  clearFlowCookie(config, http.reply);
  const flow = id ? await claimFlow(db, id) : undefined;
  const live = flow && flow.stage === 'authorize' && flow.provider === key && flow.expiresAt > nowIso();
  if (!flow || !live || query.get('state') !== flow.state) return refusedAt(config, 'state_expired', key);
  if (query.has('error'))
    return refusedAt(config, query.get('error') === 'access_denied' ? 'denied' : 'failed', key);

  let claims: oidc.IDToken;
  let idToken: string;
  try {
    const configuration = await providerConfiguration(provider);
    const callback = new URL(redirectUri(config, provider));
    callback.search = query.toString();
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: flow.codeVerifier!,
      expectedState: flow.state!,
      expectedNonce: flow.nonce!,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
    idToken = tokens.id_token!;
  } catch (err) {
    const refusal = refusalOf(err);
    http.log.warn({ provider: key, refusal, err: (err as Error).name }, 'sso: sign-in refused');
    return refusedAt(config, refusal, key);
  }

  const identity = await findIdentity(db, claims.iss, claims.sub);
  if (identity) {
    const user = await findUser(db, identity.userId);
    const refusal = accountRefusal(user?.status);
    if (refusal) return refusedAt(config, refusal, key);
    await touchIdentity(db, identity.id, nowIso());
    return signIn(deps, http, identity.userId, key, idToken, flow.next);
  }

  const email = typeof claims.email === 'string' ? claims.email : '';
  if (!email || claims.email_verified !== true) return refusedAt(config, 'email_unverified', key);
  const account = await findAccountByIdentifier(db, email);
  if (account && account.status === USER_STATUS.active) {
    // The same verified address: the owner proves the local password once (confirmLink).
    const linkId = setFlowCookie(config, http.reply);
    await insertFlow(db, {
      id: linkId,
      stage: 'link',
      provider: key,
      next: flow.next,
      userId: account.id,
      issuer: claims.iss,
      subject: claims.sub,
      email,
      idToken,
      createdAt: nowIso(),
      expiresAt: flowExpiry(),
    });
    return `${LOGIN_PAGE}?${new URLSearchParams({ sso_link: key })}`;
  }
  if (!account && config.sso.createAccounts && !(await identifierTaken(db, email))) {
    await createPendingAccount(deps, provider, claims, email);
    return refusedAt(config, 'created', key);
  }
  return refusedAt(config, account ? 'pending' : 'not_linked', key);
}

/** Why an account cannot sign in now, or null. */
const accountRefusal = (status: number | undefined): SsoError | null =>
  status === USER_STATUS.active ? null : status === USER_STATUS.pending ? 'pending' : 'disabled';

/**
 * A first sign-in that matches nobody, with SSO_CREATE_ACCOUNTS: a pending account, linked to the
 * provider's account, that an administrator verifies (user admin, "verifica") before it opens. Its
 * password is a random one nobody knows ("Password dimenticata?" gives it one).
 */
async function createPendingAccount(
  deps: Deps,
  provider: OidcProviderConfig,
  claims: oidc.IDToken,
  email: string,
) {
  const now = nowIso();
  const name =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 120) : email;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  await deps.db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, {
      username: email.toLowerCase(),
      email: email.toLowerCase(),
      fullName: name,
      passwordHash,
      status: USER_STATUS.pending,
      userType: 'ambitoiat',
      isReviewer: false,
      now,
    });
    await insertIdentity(trx, {
      userId,
      provider: provider.key,
      issuer: claims.iss,
      subject: claims.sub,
      email,
      now,
    });
  });
}

/** A session like the password's (startSession: same idle and absolute limits), remembering the ID token for the sign-out. */
async function signIn(
  deps: Deps,
  http: Http,
  userId: number,
  provider: string,
  idToken: string,
  next: string,
) {
  const { db, config } = deps;
  const sessionId = await startSession(db, config, http.request, http.reply, userId);
  await insertSsoSession(db, { sessionId, provider, idToken });
  await rememberBrowser(db, config, http.request, http.reply, userId, nowIso());
  return safeRedirect(next, `${config.appPrefix}/`);
}

/** The link this browser is asked to confirm: which provider, which account. */
export async function pendingLink(deps: Pick<AppDeps, 'db' | 'config'>, request: FastifyRequest) {
  const id = flowId(request);
  const flow = id ? await findFlow(deps.db, id) : undefined;
  const user =
    flow?.stage === 'link' && flow.expiresAt > nowIso() ? await findUser(deps.db, flow.userId!) : undefined;
  const provider = flow && deps.config.sso.providers.find((p) => p.key === flow.provider);
  if (!flow || !user || !provider) throw new AppError('not_found', 404, AUTH_MESSAGES.ssoLinkExpired);
  return { flow, user, provider };
}

/**
 * The password proof of a first sign-in: the account's own password, counted and throttled like a
 * sign-in (authenticate); then the link is spent, the provider's account linked and the session
 * opened. A wrong password leaves the link usable until it expires.
 */
export async function confirmLink(deps: Deps, password: string, http: Http) {
  const { db, config } = deps;
  const { flow, user, provider } = await pendingLink(deps, http.request);
  try {
    await authenticate(deps, { username: user.username, password }, http.request, http.reply, http.log);
  } catch (err) {
    if (err instanceof AppError && err.code === 'invalid_credentials')
      throw new AppError('invalid_credentials', 401, AUTH_MESSAGES.ssoLinkWrongPassword, {
        password: AUTH_MESSAGES.ssoLinkWrongPassword,
      });
    throw err;
  }
  const claimed = await claimFlow(db, flowId(http.request)!);
  if (!claimed) throw new AppError('not_found', 404, AUTH_MESSAGES.ssoLinkExpired);
  clearFlowCookie(config, http.reply);
  const linked = await insertIdentity(db, {
    userId: user.id,
    provider: provider.key,
    issuer: flow.issuer!,
    subject: flow.subject!,
    email: flow.email!,
    now: nowIso(),
  });
  if (!linked) throw new AppError('conflict', 409, AUTH_MESSAGES.ssoAlreadyLinked);
  return signIn(deps, http, user.id, provider.key, flow.idToken!, flow.next);
}
