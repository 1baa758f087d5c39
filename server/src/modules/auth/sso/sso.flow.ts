import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsoError } from '@sportello/contracts';
import type { Config, OidcProviderConfig } from '../../../config.js';
import { cookieOptions } from '../../../platform/auth/sessions.js';
import { hashToken, newToken } from '../../../platform/auth/tokens.js';

/**
 * The browser's side of a sign-in with a provider: one HttpOnly cookie, sent only to the sign-on
 * routes, whose SHA-256 finds the flow kept in the database (sso_flows). Another browser holding
 * the same callback URL has no such cookie, so it can neither finish someone else's sign-in nor
 * slip its own into another's browser.
 */
export const SSO_COOKIE = 'sportello_sso';
const COOKIE_PATH = '/api/auth/sso';
/** Minutes a sign-in may spend at the provider, and a link waiting for the password. */
export const FLOW_MINUTES = 10;

export function setFlowCookie(config: Config, reply: FastifyReply): string {
  const { token, hash } = newToken();
  reply.setCookie(SSO_COOKIE, token, {
    ...cookieOptions(config, true),
    path: COOKIE_PATH,
    maxAge: FLOW_MINUTES * 60,
  });
  return hash;
}

export function clearFlowCookie(config: Config, reply: FastifyReply): void {
  reply.clearCookie(SSO_COOKIE, { ...cookieOptions(config, true), path: COOKIE_PATH });
}

/** The flow id the browser's cookie names, or null. */
export function flowId(request: FastifyRequest): string | null {
  const token = request.cookies[SSO_COOKIE];
  return token ? hashToken(token) : null;
}

export const flowExpiry = (now = Date.now()) => new Date(now + FLOW_MINUTES * 60_000).toISOString();

export const redirectUri = (config: Config, provider: OidcProviderConfig) =>
  `${config.publicUrl}/api/auth/sso/${provider.key}/callback`;

/** The web app's sign-in page (outside the app prefix, like /forgot-password). */
export const LOGIN_PAGE = '/login';

/** Back to the login page, which explains the refusal in Italian (web auth messages). */
export const refusedAt = (config: Config, error: SsoError, provider?: string) =>
  `${LOGIN_PAGE}?${new URLSearchParams({ sso_error: error, ...(provider && { sso: provider }) })}`;

/** An error, in the refusal's terms: the provider not answering, or anything else it refused. */
export function refusalOf(err: unknown): SsoError {
  const e = err as { name?: string; status?: number; code?: string };
  if (e?.name === 'ProviderDown' || e?.name === 'TypeError' || e?.name === 'AbortError')
    return 'provider_down';
  if (e?.name === 'TimeoutError' || e?.code === 'OAUTH_TIMEOUT') return 'provider_down';
  if (e?.name === 'ResponseBodyError' && (e.status ?? 0) >= 500) return 'provider_down';
  return 'failed';
}
