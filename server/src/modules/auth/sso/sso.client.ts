import * as oidc from 'openid-client';
import type { OidcProviderConfig } from '../../../config.js';

/**
 * The providers' metadata, found by discovery (openid-client) and kept by this process for an
 * hour; their signing keys are fetched and rotated by the library (a token signed with a key it
 * does not know makes it fetch the provider's keys again). A provider that does not answer is
 * asked again at the next sign-in.
 */
const KEEP_MS = 3_600_000;
/** Seconds a provider may take to answer discovery or the token request. */
const TIMEOUT_S = 8;

const kept = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/** The provider's server could not be reached, or answered something that is not OpenID Connect. */
export class ProviderDown extends Error {
  override name = 'ProviderDown';
}

const loopback = (issuer: string) => new URL(issuer).protocol === 'http:';

export function providerConfiguration(provider: OidcProviderConfig): Promise<oidc.Configuration> {
  const cacheKey = `${provider.key}|${provider.issuer}|${provider.clientId}`;
  const found = kept.get(cacheKey);
  if (found && Date.now() - found.at < KEEP_MS) return found.config;
  const config = oidc
    .discovery(
      new URL(provider.issuer),
      provider.clientId,
      undefined,
      provider.clientSecret ? oidc.ClientSecretBasic(provider.clientSecret) : oidc.None(),
      // http is allowed by the settings for an issuer on this machine only (config.ts).
      { timeout: TIMEOUT_S, ...(loopback(provider.issuer) && { execute: [oidc.allowInsecureRequests] }) },
    )
    .catch((err: unknown) => {
      kept.delete(cacheKey);
      throw new ProviderDown(`discovery of ${provider.key} failed: ${(err as Error).message}`);
    });
  kept.set(cacheKey, { at: Date.now(), config });
  return config;
}

export { oidc };
