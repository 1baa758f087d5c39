import { expect, linkFromOutbox, RUN, signIn, signOut, test, visitScreen } from './support/fixtures';

/**
 * Accounts and sessions: signing out takes a click of one's own, a new e-mail counts
 * only from the link sent to it, and an existing account joins a team only by accepting.
 */

test('a link to the logout address asks first: "Annulla" keeps the session, "Esci" ends it', async ({
  page,
}) => {
  await signIn(page, 'operatore');
  await page.goto('/make/logout');
  await expect(page.getByRole('heading', { name: 'Esci da Sportello' })).toBeVisible();
  await expect(page.getByText('Vuoi uscire da Sportello?')).toBeVisible();
  await visitScreen(page, 'logout-confirm');
  await page.getByRole('link', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/app\//);
  await expect(page.getByRole('button', { name: /^Menu utente di / })).toBeVisible();

  // The user menu's "Esci" signs out in one click.
  await page.getByRole('button', { name: /^Menu utente di / }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/app/make-iat');
  await expect(page).toHaveURL(/\/login\?next=/);
});

test('a new e-mail needs the password and counts only once its link is opened', async ({ page }) => {
  const newAddress = `simone.tognetti.${RUN}@comune.grosseto.example`;
  await signIn(page, 'operatore.grosseto');
  await page.goto('/app/make-iat/forms/user-settings');
  // The first form a fresh server opens takes about 5 s on a 2-core machine (twice that beside the
  // other half of the journeys); later ones about 1 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(newAddress);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(
    page.getByText("Password attuale: serve per cambiare l'indirizzo e-mail.").first(),
  ).toBeVisible();
  await visitScreen(page, 'user-settings-password-needed');

  await page.getByLabel(/^Password attuale/).fill('demo');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(`Per usare ${newAddress} apri il link`).first()).toBeVisible();
  await visitScreen(page, 'user-settings-email-pending');

  await signOut(page);
  const link = await linkFromOutbox(page, newAddress, /confirm-email\?token=/);
  await page.goto(link);
  await expect(page.getByText(`Indirizzo e-mail aggiornato: da ora è ${newAddress}.`)).toBeVisible();
  await visitScreen(page, 'confirm-email-done');
  await page.goto(link);
  await expect(page.getByText('Il link non è valido o è scaduto.')).toBeVisible();

  await signIn(page, newAddress);
  await expect(page.getByRole('button', { name: /^Menu utente di / })).toBeVisible();
});

test('an existing account invited to a team joins only by accepting; the team sees it waiting', async ({
  page,
}) => {
  const invited = 'ilaria.pagni@example.org';
  // The tablet width the offices use.
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, 'referente.siena');
  await page.goto('/app/make-iat/team');
  await page.getByRole('button', { name: 'Aggiungi membro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi membro' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(invited);
  await dialog.getByRole('textbox', { name: 'Nome e cognome' }).fill('Ilaria Pagni');
  await dialog.getByRole('combobox', { name: 'Ruolo' }).click();
  await page.getByRole('option', { name: 'Operatore' }).click();
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText(`Invito inviato a ${invited}`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: invited });
  await expect(row).toContainText('Invito da accettare');
  await visitScreen(page, 'team-invitation-waiting');
  await row.getByRole('button', { name: /^Azioni per / }).click();
  await expect(page.getByRole('menuitem', { name: 'Reinvia invito' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Annulla invito' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cambia ruolo' })).toHaveCount(0);
  await visitScreen(page, 'team-invitation-actions');
  await page.keyboard.press('Escape');

  await signOut(page);
  const link = await linkFromOutbox(page, invited, /team-invitation\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Invito nel team' })).toBeVisible();
  await expect(page.getByText(/ti invita a far parte del team di «IAT Siena»/)).toBeVisible();
  await visitScreen(page, 'team-invitation');
  await page.getByRole('button', { name: 'Accetta' }).click();
  await expect(page.getByText('Invito accettato: ora fai parte del team di IAT Siena.')).toBeVisible();
  await visitScreen(page, 'team-invitation-accepted');

  await signIn(page, 'referente.siena');
  await page.goto('/app/make-iat/team');
  await expect(page.getByRole('row').filter({ hasText: invited })).toContainText('Attivo');
});

test('a registration link activates the account only with the password chosen then', async ({ page }) => {
  const address = `nuova.iscritta.${RUN}@example.org`;
  await page.goto('/register');
  await page.getByLabel(/^Nome e cognome/).fill('Nuova Iscritta');
  await page.getByLabel(/^E-mail/).fill(address);
  await page.getByRole('combobox', { name: /^Lavori per/ }).click();
  await page.getByRole('option', { name: /ufficio di informazione turistica/ }).click();
  await page
    .getByLabel(/^Password/)
    .first()
    .fill('password123');
  await page.getByLabel(/^Ripeti la password/).fill('password123');
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText(/è tra le password più usate/).first()).toBeVisible();
  await visitScreen(page, 'register-common-password');

  await page
    .getByLabel(/^Password/)
    .first()
    .fill('Mura-di-Lucca-2026');
  await page.getByLabel(/^Ripeti la password/).fill('Mura-di-Lucca-2026');
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible();

  const link = await linkFromOutbox(page, address, /verify-email\?token=/);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Password' }).fill('un-altra-password');
  await page.getByRole('button', { name: "Conferma e attiva l'account" }).click();
  await expect(page.getByText('Password: non è quella scelta alla registrazione.')).toBeVisible();
  await visitScreen(page, 'verify-email-wrong-password');
  await page.getByRole('textbox', { name: 'Password' }).fill('Mura-di-Lucca-2026');
  await page.getByRole('button', { name: "Conferma e attiva l'account" }).click();
  await expect(page.getByText('Indirizzo e-mail confermato: ora puoi accedere a Sportello.')).toBeVisible();
  await page.getByRole('link', { name: "Vai all'accesso" }).click();
  await page.getByLabel('Nome utente o e-mail').fill(address);
  await page.getByLabel('Password', { exact: true }).fill('Mura-di-Lucca-2026');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/app/);
});
