import { expect, signIn, submitLogin, test, visitScreen } from './support/fixtures';

test.describe('Sign-in and the application shell', () => {
  test('sign in → environment → shell with side menu → search → 404 → logout', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Accedi a Sportello' })).toBeVisible();
    await visitScreen(page, 'login');

    await signIn(page, 'admin');
    // Without an environment in the path the app goes to the default active one.
    await expect(page).toHaveURL(/\/app\/make-iat\/explore$/);
    // The desk's environment opens on explore (spec 2 §2).
    await expect(page.getByRole('heading', { name: 'Esplora', level: 1 })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await expect(menu.getByRole('link', { name: 'Posta in uscita' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Workshop' })).toBeVisible();

    // The search box searches the type of the current path: users under /user.
    await page.goto('/app/make-iat/user');
    const search = page.getByRole('combobox', { name: 'Cerca' });
    await search.fill('Siena');
    const option = page.getByRole('option').filter({ hasText: 'operatore.siena' });
    await expect(option).toBeVisible();
    await visitScreen(page, 'search-users');
    await option.click();
    await expect(page).toHaveURL(/\/app\/make-iat\/user\?view=\d+/);

    await page.goto('/app/make-iat/questa/pagina/non/esiste');
    await expect(page.getByText('Non riusciamo a trovare quello che cercavi...')).toBeVisible();
    await expect(page.getByText(/404/).first()).toBeVisible();
    await visitScreen(page, 'not-found');

    await page.getByRole('button', { name: /^Menu utente di / }).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The session is gone: the app sends the browser back to the login page.
    await page.goto('/app/make-iat/');
    await expect(page).toHaveURL(/\/login\?next=/);
  });

  test('a wrong password is refused in Italian without saying whether the user exists', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Nome utente o e-mail').fill('chi.non.esiste');
    await page.getByLabel('Password', { exact: true }).fill('sbagliata');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Nome utente o password non corretti.')).toBeVisible();
    await visitScreen(page, 'login-error');
  });

  test('a deep link while signed out comes back after login', async ({ page }) => {
    await page.goto('/app/make-iat/workshop');
    await expect(page).toHaveURL(/\/login\?next=/);
    await submitLogin(page, 'operatore');
    await expect(page).toHaveURL(/\/app\/make-iat\/workshop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Workshop' })).toBeVisible();
    await visitScreen(page, 'dynamic-page');

    await page.goto('/app/make-iat/pagina-che-non-esiste');
    await expect(page.getByText('Pagina non trovata')).toBeVisible();
    // An operator has no outbox: the menu does not offer it.
    await expect(
      page
        .getByRole('navigation', { name: 'Menu principale' })
        .getByRole('link', { name: 'Posta in uscita' }),
    ).toHaveCount(0);
  });

  test('the environment switcher moves a reviewer from the desk to the portal and back', async ({ page }) => {
    await signIn(page, 'revisore');
    await page.goto('/app/make-iat/');
    await page.getByRole('button', { name: /^Ambiente/ }).click();
    await page.getByRole('menuitem', { name: /Portale Visit Tuscany/ }).click();
    await expect(page).toHaveURL(/\/app\/make-vt\/?$/);
    await page.getByRole('button', { name: /^Ambiente/ }).click();
    await page.getByRole('menuitem', { name: /Sportello IAT/ }).click();
    await expect(page).toHaveURL(/\/app\/make-iat\//);
  });

  test('a suspended colleague is told why at the chooser, and can contact the help desk', async ({
    page,
  }) => {
    await signIn(page, 'operatore.sospeso');
    const chooser = page.getByRole('dialog', { name: "Scegli l'ambiente di lavoro" });
    await expect(chooser).toBeVisible();
    // Why: suspended by an administrator, on which office; not "not yet enabled".
    await expect(chooser.getByText('Il tuo accesso è sospeso')).toBeVisible();
    await expect(
      chooser.getByText(/Un amministratore ha sospeso la tua abilitazione su IAT Livorno/),
    ).toBeVisible();
    await expect(chooser.getByText(/non ancora abilitato/)).toHaveCount(0);
    await expect(chooser.getByRole('link', { name: /Sportello IAT.*accesso sospeso/ })).toBeVisible();
    await expect(chooser.getByRole('button', { name: 'Esci' })).toBeVisible();
    await visitScreen(page, 'environment-chooser');
    await page.setViewportSize({ width: 1024, height: 768 });
    await visitScreen(page, 'environment-chooser-1024');

    // The inactive-account window's contact, from the chooser itself.
    await chooser.getByRole('button', { name: "Contatta l'assistenza" }).click();
    const contact = page.getByRole('dialog', { name: /Contatt/ });
    await expect(contact.getByRole('textbox', { name: /^Oggetto/ })).toBeVisible();
    await visitScreen(page, 'environment-chooser-contact');
  });

  test('on a 1024 px tablet the side menu opens from the top bar, by keyboard too', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/login');
    // Keyboard only: the username field has focus first, Enter submits.
    await page.getByLabel('Nome utente o e-mail').focus();
    await page.keyboard.type('redattore');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/app\/make-iat/);
    // The first screen drawn: a key pressed while its lazy chunk still loads could meet a button
    // about to be drawn again.
    await expect(page.getByRole('heading', { name: 'Esplora' })).toBeVisible();
    const opener = page.getByRole('button', { name: 'Apri menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await expect(menu.getByRole('link', { name: 'Workshop' })).toBeVisible();
    await visitScreen(page, 'tablet-menu');
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Workshop' })).toBeHidden();
  });
});
