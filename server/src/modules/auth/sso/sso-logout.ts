import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../platform/deps.js';
import { oidc, providerConfiguration } from './sso.client.js';
import { LOGIN_PAGE } from './sso.flow.js';
import { findSsoSession } from './sso.repo.js';

/**
 * RP-initiated logout: for a session opened through a provider that offers it, the address of the
 * provider's sign-out page (with the ID token as hint), which comes back to the login page. The
 * local session ends whatever happens here: a provider that does not answer is simply not asked.
 */
export async function providerSignOut(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: FastifyRequest,
): Promise<string | undefined> {
  if (!request.auth) return undefined;
  const { db, config } = deps;
  const row = await findSsoSession(db, request.auth.sessionId);
  const provider = row && config.sso.providers.find((p) => p.key === row.provider);
  if (!row || !provider) return undefined;
  try {
    const configuration = await providerConfiguration(provider);
    if (!configuration.serverMetadata().end_session_endpoint) return undefined;
    return oidc
      .buildEndSessionUrl(configuration, {
        id_token_hint: row.idToken,
        post_logout_redirect_uri: `${config.publicUrl}${LOGIN_PAGE}`,
      })
      .toString();
  } catch (err) {
    request.log.warn(
      { provider: provider.key, err: (err as Error).message },
      'sso: provider sign-out skipped',
    );
    return undefined;
  }
}
