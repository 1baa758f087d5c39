import { expect, signIn, signOut, test, visitScreen } from './support/fixtures';

test('reset a forgotten password from the e-mail link in the outbox', async ({ page }) => {
  // The operator asks for a link.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  // The link loads a new page: wait for it, or the login page's field of the same name gets the text.
  await expect(page.getByRole('heading', { name: 'Password dimenticata?' })).toBeVisible();
  await page.getByLabel('Nome utente o e-mail').fill('operatore.pisa');
  await page.getByRole('button', { name: 'Invia link' }).click();
  await expect(page.getByText(/riceverai un'e-mail con il link/)).toBeVisible();
  await visitScreen(page, 'forgot-password');

  // Without SMTP the mail waits in the outbox, where an administrator reads it.
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Posta in uscita' })
    .click();
  await expect(page.getByRole('heading', { name: 'Posta in uscita' })).toBeVisible();
  await page.getByLabel('Cerca per destinatario o oggetto').fill('elena.fontana');
  const row = page
    .getByRole('row')
    .filter({ hasText: /password/i })
    .first();
  await expect(row).toBeVisible();
  await visitScreen(page, 'outbox');
  await row.click();
  const mail = page.getByRole('dialog');
  const link = mail.getByRole('link', { name: /reset-password\?token=/ });
  await expect(link).toBeVisible();
  await visitScreen(page, 'outbox-mail');
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();

  await signOut(page);
  await page.goto(href!);
  await expect(page.getByRole('heading', { name: 'Scegli una nuova password' })).toBeVisible();
  await page.getByLabel('Nuova password').fill('nuova-password-1');
  await page.getByLabel('Ripeti password').fill('diversa-password');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect(page.getByText('Le password non coincidono.').first()).toBeVisible();
  await visitScreen(page, 'reset-password');

  await page.getByLabel('Ripeti password').fill('nuova-password-1');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect(page.getByText('Password aggiornata: ora puoi accedere.')).toBeVisible();
  await page.getByRole('link', { name: "Vai all'accesso" }).click();
  await signIn(page, 'operatore.pisa', 'nuova-password-1');
  await expect(page.getByRole('heading', { level: 1, name: /^(Esplora$|Benvenuto, )/ })).toBeVisible();

  // The link works once.
  await page.goto(href!);
  await expect(page.getByText('Il link non è valido o è scaduto.')).toBeVisible();
});
