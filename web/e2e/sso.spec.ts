import type { Page } from '@playwright/test';
import { expect, DEMO_PASSWORD, test } from './support/fixtures';
import { E2E_IDP } from './support/sso-idp';
import { startTestIdp, type TestIdp } from '../../server/test/oidc-idp';

/**
 * "Accedi con Regione (prova)": a real OpenID provider (oidc-provider and its development login
 * and consent pages) beside this half's server. A first sign-in links the account after its
 * password; sign-out ends the provider's session too; the next sign-in needs no password.
 */
let idp: TestIdp;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the pattern
test.beforeAll(async ({}, testInfo) => {
  const base = new URL(String(testInfo.project.use.baseURL));
  idp = await startTestIdp({
    port: Number(base.port) + E2E_IDP.portOffset,
    clientId: E2E_IDP.clientId,
    clientSecret: E2E_IDP.clientSecret,
    redirectUris: [`${base.origin}/api/auth/sso/regione/callback`],
    postLogoutRedirectUris: [`${base.origin}/login`],
  });
  idp.accounts.set('davide.regione', { email: 'davide.gori@example.org', email_verified: true });
  idp.accounts.set('sconosciuto.regione', { email: 'nessuno@regione.example', email_verified: true });
});
test.afterAll(async () => idp?.close());

async function atProvider(page: Page, login: string) {
  await page.getByRole('link', { name: 'Accedi con Regione (prova)' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('qualsiasi');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  // The provider asks consent the first time only; either its page or Sportello comes next.
  await expect(consent.or(page.locator('#root'))).toBeVisible();
  if (await consent.isVisible()) await consent.click();
}

test('a member of staff signs in with the Region account, linking it once with the password', async ({
  page,
}) => {
  await page.goto('/login');
  await atProvider(page, 'davide.regione');
  await expect(page.getByRole('heading', { name: 'Collega il tuo account Regione (prova)' })).toBeVisible();
  await expect(page.getByText("stessa e-mail dell'account Sportello «redattore.lucca»")).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('non-questa');
  await page.getByRole('button', { name: 'Collega e accedi' }).click();
  await expect(
    page.getByText('Password non corretta: scrivi la password che usi per accedere a Sportello.'),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Collega e accedi' }).click();
  await page.waitForURL(/\/app\/make-iat\//);

  // Sign-out ends the session here and at the provider, and comes back to the login page.
  await page.goto('/make/logout');
  await page.getByRole('button', { name: 'Esci', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await page.waitForURL(/\/login$/);

  // Linked: the provider's sign-in alone opens Sportello.
  await atProvider(page, 'davide.regione');
  await page.waitForURL(/\/app\/make-iat\//);
});

test('someone the Region knows but Sportello does not is told so on the login page', async ({ page }) => {
  await page.goto('/login');
  await atProvider(page, 'sconosciuto.regione');
  await expect(page.getByRole('alert')).toHaveText(
    'Il tuo account Regione (prova) non è collegato a nessun account di Sportello. Chiedi a un amministratore di collegarlo, oppure accedi con nome utente e password.',
  );
  await expect(page.getByLabel('Nome utente o e-mail')).toBeVisible();
});
