import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, RUN, signIn, test, visitScreen } from './support/fixtures';

/**
 * Users, groups and teams (spec 3 §2 "User admin", "Team", "User modals"): the admin verifies,
 * disables and deletes accounts; a referent adds a member, who activates the account from the
 * e-mail in the outbox. Real server, real demo data, real mail outbox.
 */

const USERS = '/app/make-iat/user';

/** The modals at the tablet width the offices use. */
async function tablet(page: Page) {
  await page.setViewportSize({ width: 1024, height: 768 });
}

/**
 * Another person at the same desk: the session cookie goes. The app's page is left first, or its
 * next call (now without a session) would send it to the login page while the test goes there too.
 */
async function signOut(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

const userRow = (page: Page, username: string) => page.getByRole('row').filter({ hasText: username });

/** Uploads a real image as the signed-in user (the media library's own call): content they own. */
async function uploadImage(page: Page, name: string) {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((c) => c.name === 'sportello_csrf')?.value ?? '';
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  const reply = await page.request.post('/api/media/image?env=make-iat', {
    headers: { 'x-csrf-token': csrf },
    multipart: { file: { name, mimeType: 'image/png', buffer } },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

test('the admin verifies a pending account from its row', async ({ page }) => {
  await tablet(page);
  await signIn(page, 'admin');
  await page.goto(`${USERS}?query=nuovo.utente`);
  const row = userRow(page, 'nuovo.utente');
  await expect(row).toContainText('In attesa di verifica');

  // A pending account's row opens the verify view.
  await row.getByRole('button', { name: 'Luca Ferri', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verifica utente' });
  await expect(dialog.getByRole('heading', { name: 'Luca Ferri' })).toBeVisible();
  await expect(dialog.getByText('luca.ferri@example.org').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Elimina' })).toBeEnabled();
  await visitScreen(page, 'people-user-verify');

  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Utente verificato: ora può accedere.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).not.toContainText('In attesa di verifica');
  // Verifying opened the access he asked for (IAT Pisa): he works at once.
  await expect(row.getByText('Attivo', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Mostra Gruppi e ambienti di/ }).click();
  await expect(
    page
      .getByRole('region', { name: 'Gruppi e ambienti di Luca Ferri' })
      .getByRole('row')
      .filter({ hasText: 'IAT Pisa' }),
  ).toContainText('Attivo');

  // An active account's row opens the read-only view; Modifica switches to the form.
  await row.getByRole('button', { name: 'Luca Ferri', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'Scheda utente' });
  await expect(view.getByRole('heading', { name: 'Luca Ferri' })).toBeVisible();
  await expect(
    view.getByRole('region', { name: 'Gruppi e ambienti' }).getByRole('cell', { name: 'IAT Pisa' }),
  ).toBeVisible();
  await visitScreen(page, 'people-user-view');
  await view.getByRole('button', { name: 'Modifica' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica utente' });
  const fullName = edit.getByRole('textbox', { name: 'Nome e cognome' });
  await expect(fullName).toHaveValue('Luca Ferri');
  await expect(edit.getByRole('textbox', { name: 'Nome utente' })).toBeFocused();
  await fullName.fill('Luca Ferri Bianchi');
  await visitScreen(page, 'people-user-edit');
  // Annulla with changes asks first; "Continua a modificare" keeps them.
  await edit.getByRole('button', { name: 'Annulla' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Annullare le modifiche?' });
  await expect(leave).toContainText('Le modifiche non salvate andranno perse');
  await leave.getByRole('button', { name: 'Continua a modificare' }).click();
  await expect(fullName).toHaveValue('Luca Ferri Bianchi');
  await edit.getByRole('button', { name: 'Annulla' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Esci senza salvare' }).click();
  await expect(view.getByRole('heading', { name: 'Luca Ferri' })).toBeVisible();
  await view.getByRole('button', { name: 'Chiudi' }).click();
  await expect(view).toBeHidden();

  // Modifica from the row menu: Salva sends the user-edit form and the table shows the change.
  await row.getByRole('button', { name: 'Azioni per Luca Ferri' }).click();
  await page.getByRole('menuitem', { name: 'Modifica' }).click();
  const editAgain = page.getByRole('dialog', { name: 'Modifica utente' });
  await editAgain.getByRole('textbox', { name: 'Nome e cognome' }).fill('Luca Ferri Bianchi');
  await editAgain.getByRole('button', { name: 'Salva' }).click();
  await expect(editAgain).toBeHidden();
  await expect(row.getByRole('button', { name: 'Luca Ferri Bianchi', exact: true })).toBeVisible();

  // Nuovo utente: the user-create form; Annulla without changes just closes.
  await page.getByRole('button', { name: 'Nuovo utente' }).click();
  const create = page.getByRole('dialog', { name: 'Nuovo utente' });
  await expect(create.getByRole('textbox', { name: 'Nome utente' })).toBeFocused();
  // Conferma waits until every named field has a value (spec 3 §5).
  await expect(create.getByRole('button', { name: 'Crea utente' })).toBeDisabled();
  await create.getByRole('textbox', { name: 'Nome utente' }).fill('nuova.collega');
  await expect(create.getByRole('button', { name: 'Crea utente' })).toBeDisabled();
  await visitScreen(page, 'people-user-create');
  await create.getByRole('button', { name: 'Annulla' }).click();
  await expect(create).toBeHidden();
});

test('the admin disables a user in one group and environment', async ({ page }) => {
  await tablet(page);
  await signIn(page, 'admin');
  await page.goto(`${USERS}?query=operatore.arezzo`);
  const row = userRow(page, 'operatore.arezzo');
  await expect(row).toContainText('Attivo');
  await row.getByRole('button', { name: /^Mostra Gruppi e ambienti di/ }).click();
  const groups = page.getByRole('region', { name: 'Gruppi e ambienti di Martina Cecchi' });
  const membership = groups.getByRole('row').filter({ hasText: 'IAT Arezzo' });
  await expect(membership).toContainText('Attivo');

  // On the membership's row itself, not in a menu.
  await membership.getByRole('button', { name: 'Disattiva in questo ambiente: IAT Arezzo' }).click();
  const confirm = page.getByRole('alertdialog', { name: "Disattivare l'accesso?" });
  await expect(confirm).toBeVisible();
  // The question names the group the access is for.
  await expect(confirm).toContainText("L'utente non potrà più lavorare per IAT Arezzo in questo ambiente.");
  await visitScreen(page, 'people-user-disable-confirm');
  await confirm.getByRole('button', { name: 'Conferma' }).click();

  await expect(page.getByText('Utente disattivato in questo gruppo e ambiente.')).toBeVisible();
  await expect(membership).toContainText('Disattivato');
  await expect(
    membership.getByRole('button', { name: 'Riattiva in questo ambiente: IAT Arezzo' }),
  ).toBeVisible();
});

test('the admin disables a user from the row and rehabilitates them', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(`${USERS}?query=operatore.pisa`);
  const row = userRow(page, 'operatore.pisa');
  await expect(row).toContainText('Attivo');
  // Disattiva is on the row, where the administrator looks for it: no menu, no sub-row to open.
  const disable = row.getByRole('button', { name: /^Disattiva: / });
  await expect(disable).toBeVisible();
  await expect(disable).toBeInViewport();
  await visitScreen(page, 'people-user-row-disable');
  await disable.click();
  const confirm = page.getByRole('alertdialog', { name: "Disattivare l'utente?" });
  await expect(confirm).toContainText('non potrà più lavorare in nessun gruppo e ambiente');
  await confirm.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Utente disattivato in tutti i suoi gruppi e ambienti.')).toBeVisible();
  await expect(row).toContainText('Disattivato');

  // Riabilita takes its place; at 1024 px it is still on screen.
  await tablet(page);
  const rehabilitate = row.getByRole('button', { name: /^Riabilita: / });
  await expect(rehabilitate).toBeInViewport();
  await visitScreen(page, 'people-user-row-rehabilitate-1024');
  await rehabilitate.click();
  await page
    .getByRole('alertdialog', { name: "Riabilitare l'utente?" })
    .getByRole('button', { name: 'Conferma' })
    .click();
  await expect(page.getByText('Utente riabilitato in tutti i suoi gruppi e ambienti.')).toBeVisible();
  await expect(row).toContainText('Attivo');
});

test('the admin deletes a user and hands their files to a colleague', async ({ page }) => {
  await tablet(page);
  // The editor uploads an image: content the deletion must not lose.
  await signIn(page, 'tommaso.cappelli');
  await uploadImage(page, 'ponte-di-mezzo.png');
  await signOut(page);

  await signIn(page, 'admin');
  await page.goto(`${USERS}?query=tommaso.cappelli`);
  const row = userRow(page, 'tommaso.cappelli');
  await row.getByRole('button', { name: 'Azioni per Tommaso Cappelli' }).click();
  await page.getByRole('menuitem', { name: 'Elimina' }).click();

  const dialog = page.getByRole('dialog', { name: 'Eliminare Tommaso Cappelli?' });
  const remove = dialog.getByRole('button', { name: 'Elimina' });
  await expect(dialog.getByRole('checkbox', { name: 'Seleziona tutti' })).toBeVisible();
  await expect(remove).toBeDisabled();
  await visitScreen(page, 'people-user-delete-empty');

  await dialog.getByRole('checkbox', { name: 'Seleziona tutti' }).check();
  await expect(dialog.getByText("anche l'account dell'utente verrà eliminato")).toBeVisible();
  await expect(dialog.getByText(/L'utente ha 1 contenuto/)).toBeVisible();
  await expect(dialog.getByText('Senza un destinatario verranno eliminati definitivamente.')).toBeVisible();

  // Without a colleague to receive it, the content would go: Elimina asks first.
  await remove.click();
  const ask = page.getByRole('alertdialog', { name: 'Eliminare anche i contenuti?' });
  await expect(ask).toContainText(
    'I contenuti (Immagini e documenti: 1) verranno eliminati definitivamente. Continuare?',
  );
  await visitScreen(page, 'people-user-delete-content-confirm');
  await ask.getByRole('button', { name: 'Annulla' }).click();
  await expect(ask).toBeHidden();

  const transfer = dialog.getByRole('combobox', { name: 'Trasferisci i contenuti a' });
  await transfer.fill('Fontana');
  await page.getByRole('option', { name: /Elena Fontana/ }).click();
  await expect(dialog.getByText('Passeranno a Elena Fontana.')).toBeVisible();
  await visitScreen(page, 'people-user-delete');

  await remove.click();
  await expect(page.getByText('Elemento rimosso con successo')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // The colleague finds the file in their library.
  await signOut(page);
  await signIn(page, 'operatore.pisa');
  const library = await page.request.get('/api/media/image.json?env=make-iat&search=ponte-di-mezzo');
  expect(library.ok()).toBe(true);
  const files = ((await library.json()) as { data: { data: { name: string }[] } }).data.data;
  expect(files.map((f) => f.name)).toEqual(['ponte-di-mezzo.png']);
});

test('a referent adds a team member, who activates the account from the e-mail', async ({ page }) => {
  await tablet(page);
  const email = `giada.neri.${RUN}@example.org`;
  await signIn(page, 'referente');
  // At 1024 px the side menu folds away behind its button.
  await page.getByRole('button', { name: 'Apri menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Team', exact: true })
    .click();
  await page.getByRole('button', { name: 'Aggiungi membro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi membro' });
  const confirm = dialog.getByRole('button', { name: 'Conferma' });
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Nome e cognome' }).fill('Giada Neri');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Ruolo' }).click();
  await page.getByRole('option', { name: 'Operatore' }).click();
  await expect(confirm).toBeEnabled();
  await visitScreen(page, 'people-team-add-member');
  await confirm.click();
  await expect(page.getByText(`Invito inviato a ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invito inviato');

  // The invitation waits in the outbox, where an administrator reads it.
  await signOut(page);
  await signIn(page, 'admin');
  await page.goto('/app/make-iat/outbox');
  await page.getByLabel('Cerca per destinatario o oggetto').fill(email);
  const mailRow = page.getByRole('row').filter({ hasText: email }).first();
  await mailRow.click();
  const link = page.getByRole('dialog').getByRole('link', { name: /reset-password\?token=/ });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();

  await signOut(page);
  await page.goto(href!);
  await expect(page.getByRole('heading', { name: 'Scegli una nuova password' })).toBeVisible();
  await page.getByLabel('Nuova password').fill('benvenuta-giada');
  await page.getByLabel('Ripeti password').fill('benvenuta-giada');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await page.getByRole('link', { name: "Vai all'accesso" }).click();
  await signIn(page, email, 'benvenuta-giada');
  await expect(page.getByRole('heading', { level: 1, name: /^(Esplora$|Benvenuto, )/ })).toBeVisible();
});

test('the admin works on a group: view, new member, role, password, deletion check', async ({ page }) => {
  await tablet(page);
  await signIn(page, 'admin');
  await page.goto('/app/make-iat/group?query=Lucca');
  const row = page.getByRole('row').filter({ hasText: 'IAT Lucca' }).first();

  // A row click shows the group read-only, with its members.
  await row.getByRole('button', { name: 'IAT Lucca', exact: true }).click();
  const view = page.getByRole('dialog', { name: /^Scheda gruppo/ });
  await expect(view.getByRole('heading', { name: 'Utenti del gruppo' })).toBeVisible();
  await expect(view.getByText('Davide Gori')).toBeVisible();
  await visitScreen(page, 'people-group-view');
  await view.getByRole('button', { name: 'Chiudi' }).click();
  await expect(view).toBeHidden();

  // Aggiungi utente: Conferma once a person, a role and an environment are chosen.
  await row.getByRole('button', { name: 'Azioni per IAT Lucca' }).click();
  await page.getByRole('menuitem', { name: 'Aggiungi utente' }).click();
  const add = page.getByRole('dialog', { name: 'Aggiungi utente a IAT Lucca' });
  const addConfirm = add.getByRole('button', { name: 'Conferma' });
  await expect(add.getByRole('combobox', { name: 'Utente' })).toBeFocused();
  await add.getByRole('combobox', { name: 'Utente' }).fill('Bartolini');
  await page.getByRole('option', { name: /Giovanni Bartolini/ }).click();
  await expect(addConfirm).toBeDisabled();
  await add.getByRole('combobox', { name: /^Ruolo/ }).click();
  await page.getByRole('option', { name: 'Operatore' }).click();
  await add.getByRole('combobox', { name: /^Ambiente/ }).click();
  await page.getByRole('option', { name: 'Sportello IAT' }).click();
  await expect(addConfirm).toBeEnabled();
  await visitScreen(page, 'people-group-add-user');
  await addConfirm.click();
  await expect(page.getByText('Utente aggiunto al gruppo.')).toBeVisible();
  await expect(add).toBeHidden();

  // The new member's role changes from the group's members.
  await row.getByRole('button', { name: /^Mostra Utenti del gruppo di/ }).click();
  const members = page.getByRole('region', { name: 'Utenti del gruppo di IAT Lucca' });
  const giovanni = members.getByRole('row').filter({ hasText: 'Giovanni Bartolini' });
  await giovanni.getByRole('button', { name: /^Azioni per / }).click();
  await page.getByRole('menuitem', { name: 'Cambia ruolo' }).click();
  const role = page.getByRole('dialog', { name: 'Cambia ruolo di Giovanni Bartolini' });
  await expect(role.getByText('Ruolo attuale: Operatore')).toBeVisible();
  await expect(role.getByRole('button', { name: 'Conferma' })).toBeDisabled();
  await role.getByRole('combobox', { name: /^Ruolo/ }).click();
  await page.getByRole('option', { name: 'Redattore' }).click();
  await visitScreen(page, 'people-group-change-role');
  await role.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Ruolo aggiornato.')).toBeVisible();
  await expect(giovanni).toContainText('Redattore');

  // Reimposta password: two equal fields, else both are marked and the snackbar says why.
  const davide = members.getByRole('row').filter({ hasText: 'Davide Gori' });
  await davide.getByRole('button', { name: /^Azioni per / }).click();
  await page.getByRole('menuitem', { name: 'Reimposta password' }).click();
  const reset = page.getByRole('dialog', { name: 'Reimposta password' });
  await expect(reset.getByLabel('Nuova password')).toBeFocused();
  await reset.getByLabel('Nuova password').fill('lucca-2026!');
  await reset.getByLabel('Ripeti password').fill('lucca-2027!');
  await reset.getByRole('button', { name: 'Conferma' }).click();
  // (The snackbar sits outside the modal, so it is not in the modal's accessibility tree.)
  await expect(page.locator('.MuiSnackbar-root', { hasText: 'Le password non coincidono.' })).toBeVisible();
  await expect(reset.getByLabel('Nuova password')).toHaveAttribute('aria-invalid', 'true');
  await expect(reset.getByLabel('Ripeti password')).toHaveAttribute('aria-invalid', 'true');
  await visitScreen(page, 'people-reset-password');
  await reset.getByLabel('Ripeti password').fill('lucca-2026!');
  await reset.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText(/^Password aggiornata/)).toBeVisible();
  await expect(reset).toBeHidden();

  // Elimina first shows who and what would go; Annulla leaves everything as it is.
  await row.getByRole('button', { name: 'Azioni per IAT Lucca' }).click();
  await page.getByRole('menuitem', { name: 'Elimina' }).click();
  const cascade = page.getByRole('alertdialog', { name: 'Eliminare IAT Lucca?' });
  await expect(cascade.getByText('Utenti coinvolti')).toBeVisible();
  await expect(cascade.getByRole('listitem').filter({ hasText: 'Giovanni Bartolini' })).toContainText(
    'Resta negli altri suoi gruppi',
  );
  await visitScreen(page, 'people-group-delete');
  await cascade.getByRole('button', { name: 'Annulla' }).click();
  await expect(cascade).toBeHidden();

  // A group waiting for verification opens the verify view.
  await page.goto('/app/make-iat/group?query=Crete');
  await page.getByRole('button', { name: 'Casale Le Crete', exact: true }).click();
  const verify = page.getByRole('dialog', { name: /^Verifica gruppo/ });
  await expect(verify.getByRole('button', { name: 'Elimina' })).toBeVisible();
  await expect(verify.getByText('Asciano').first()).toBeVisible();
  await visitScreen(page, 'people-group-verify');
  await verify.getByRole('button', { name: 'Annulla' }).click();

  // Nuovo gruppo: the group-create form in the same modal.
  await page.getByRole('button', { name: 'Nuovo gruppo' }).click();
  const create = page.getByRole('dialog', { name: 'Nuovo gruppo' });
  await expect(create.getByRole('button', { name: 'Annulla' })).toBeVisible();
  await visitScreen(page, 'people-group-create');
  await create.getByRole('button', { name: 'Annulla' }).click();
  await expect(create).toBeHidden();
});

test('a group found with the top-bar search opens its view', async ({ page }) => {
  await tablet(page);
  await signIn(page, 'admin');
  await page.goto('/app/make-iat/group');
  const search = page.getByRole('combobox', { name: /Cerca/ }).first();
  await search.fill('Volterra');
  // The group (its kind and town); the agenda's card of the same office follows, with its phone.
  await page.getByRole('option', { name: 'IAT Volterra Ufficio IAT · Volterra', exact: true }).click();
  // {app}/group/preview/{id} lands on the group table with the group's view open.
  await expect(page).toHaveURL(/\/app\/make-iat\/group\?view=\d+$/);
  const view = page.getByRole('dialog', { name: /^Scheda gruppo/ });
  await expect(view.getByText('Volterra').first()).toBeVisible();
  await view.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page).toHaveURL(/\/app\/make-iat\/group$/);
});
