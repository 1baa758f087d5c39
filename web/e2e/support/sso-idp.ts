/**
 * The single sign-on journey's provider (sso.spec.ts starts it with oidc-provider): 100 ports
 * above its half's server, with this client. The servers are told of it by playwright.config.ts,
 * and look for it only when someone clicks "Accedi con", so it may start after them.
 */
export const E2E_IDP = { portOffset: 100, clientId: 'sportello-e2e', clientSecret: 'e2e-segreto-di-prova' };
