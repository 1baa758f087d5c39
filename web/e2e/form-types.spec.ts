import { expect, signIn, test, visitScreen } from './support/fixtures';

/**
 * Every form type the engine delivers, opened as the person who uses it: the page shows its title
 * and its submit button, and passes the accessibility check. The work each form does is proved by
 * the API tests beside its handler; forms.spec.ts walks the main ones end to end.
 */
const ADMIN_FORMS = [
  ['forms/user-settings', 'Impostazioni', 'Salva'],
  ['forms/new-policy', 'Informativa sul trattamento dei dati personali', 'Accetto'],
  ['forms/group-create', 'Nuovo gruppo', 'Crea gruppo'],
  ['forms/user-create', 'Nuovo utente', 'Crea utente'],
  ['forms/user-edit?id=5', 'Modifica utente', 'Salva'],
  ['api-configuration', 'Accesso API', 'Invia richiesta'],
] as const;

test.describe('Every form type', () => {
  test('an administrator opens each of the administration and account forms', async ({ page }) => {
    await signIn(page, 'admin');
    for (const [path, title, submit] of ADMIN_FORMS) {
      await page.goto(`/app/make-iat/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: submit })).toBeVisible();
      await visitScreen(page, `form-type-${path.replace(/[/?=]/g, '-')}`);
    }
  });

  test('an operator is told why an administration form is not for them', async ({ page }) => {
    await signIn(page, 'operatore');
    await page.goto('/app/make-iat/forms/user-create');
    await expect(page.getByText('Non hai i permessi per questa operazione.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crea utente' })).toHaveCount(0);
    await visitScreen(page, 'form-type-refused');
  });

  test('anyone can ask for an account, and a bad confirmation link says so', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Registrati' }).click();
    await expect(page.getByRole('heading', { name: 'Registrati a Sportello' })).toBeVisible();
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByText('Nome e cognome: campo obbligatorio')).toBeVisible();
    await visitScreen(page, 'form-type-register');

    await page.getByRole('textbox', { name: 'Nome e cognome' }).fill('Chiara Landi');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('chiara.landi@example.org');
    await page.getByRole('combobox', { name: 'Lavori per' }).click();
    await page.getByRole('option', { name: 'Un ufficio di informazione turistica (IAT)' }).click();
    await page.getByLabel(/^Password/).fill('Cipressi-e-colline-2026');
    await page.getByLabel(/^Ripeti la password/).fill('Cipressi-e-colline-2026');
    await page.getByRole('checkbox', { name: /^Ho letto e accetto/ }).check();
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible();

    await page.goto('/verify-email?token=link-inventato-che-non-esiste-affatto');
    await expect(page.getByText('Il link non è valido o è scaduto.').first()).toBeVisible();
    await visitScreen(page, 'verify-email-bad-link');
  });
});
