import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, RUN, signIn, signOut, submitLogin, test, visitScreen } from './support/fixtures';

/** A small real PNG, different for every name, as a desk operator's photo would be. */
async function photo(name: string, hue: number) {
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const [FACADE, ROOM, BREAKFAST, POOL] = ['facciata', 'camera', 'colazione', 'piscina'].map(
  (name) => `${name}-${RUN}.png`,
) as [string, string, string, string];

/** Opens an MUI select by its label and picks an option. */
async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Uploads through the picker's "Carica un file" button. */
async function uploadInPicker(page: Page, file: Awaited<ReturnType<typeof photo>>) {
  const picker = page.getByRole('dialog', { name: /Scegli/ });
  const chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Carica un file' }).click();
  await (await chooser).setFiles(file);
}

test.describe('Template forms and the media library', () => {
  test('an accreditation request waits for the admin, who approves it', async ({ page }) => {
    await signIn(page, 'operatore.arezzo');
    await page.goto('/app/make-iat/accreditation');
    await expect(page.getByRole('heading', { name: 'Richiesta di accreditamento' })).toBeVisible();

    // Sent empty: the template's error label, the fields marked.
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(
      page.getByText('Controlla i campi evidenziati prima di inviare la richiesta.').first(),
    ).toBeVisible();
    await visitScreen(page, 'form-accreditation-errors');

    await page.getByRole('radio', { name: 'Redazione' }).check();
    // The IAT branch is hidden by its condition, the redazione branch shown.
    await expect(page.getByRole('combobox', { name: /^Ufficio IAT/ })).toHaveCount(0);
    await choose(page, /^Redazione/, 'Redazione Visit Tuscany');
    await choose(page, /^Ruolo richiesto/, 'Redattore');
    await page.getByLabel(/^Motivazione/).fill('Curo le schede degli eventi del Valdarno per il portale.');
    await page.getByRole('checkbox', { name: /Ho letto l'informativa/ }).check();
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Inviare la richiesta?' });
    await confirm.getByRole('button', { name: 'Invia' }).click();
    await expect(page.getByText(/Richiesta inviata/).first()).toBeVisible();
    await visitScreen(page, 'form-accreditation-sent');

    await signOut(page);
    await signIn(page, 'admin');
    await page.goto('/app/make-iat/requests');
    // The card names the person (Martina Cecchi is operatore.arezzo in the demo data).
    const request = page.getByRole('article').filter({ hasText: 'Martina Cecchi' }).first();
    await expect(request).toBeVisible();
    await visitScreen(page, 'requests-pending');
    await request.getByRole('button', { name: /^Approva/ }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Approva|Conferma/ })
      .click();
    await expect(page.getByText(/approvata/i).first()).toBeVisible();
  });

  test('a new structure: conditional stars, a town from the list, photos from the picker', async ({
    page,
  }) => {
    await signIn(page, 'struttura');
    await page.goto('/app/make-vt/add-structure');
    await expect(page.getByRole('heading', { name: 'Registra una nuova struttura' })).toBeVisible();
    await page.getByLabel(/^Nome della struttura/).fill('Hotel Le Torri');
    await expect(page.getByRole('combobox', { name: /^Stelle/ })).toHaveCount(0);
    await choose(page, /^Tipologia/, 'Albergo');
    await choose(page, /^Stelle/, '4 stelle');
    await page.getByLabel(/^Indirizzo/).fill('Piazza della Cisterna 23');
    await page.getByLabel(/^CAP/).fill('53037');
    const town = page.getByRole('combobox', { name: /^Comune/ });
    await town.fill('San Gim');
    await page.getByRole('option', { name: /San Gimignano/ }).click();
    await page.getByRole('textbox', { name: /^Telefono/ }).fill('0577940123');
    await page.getByLabel(/^E-mail della struttura/).fill('info@hotelletorri.example');

    // Photos: each upload joins the field and closes the picker; the fourth hits the limit.
    const choosePhotos = page.getByRole('button', { name: /^Scegli immagini/ });
    for (const [i, name] of [FACADE, ROOM, BREAKFAST].entries()) {
      await choosePhotos.click();
      await uploadInPicker(page, await photo(name, 40 * (i + 1)));
      await expect(page.getByRole('dialog', { name: /Scegli/ })).toBeHidden();
    }
    await expect(page.getByText('3 di 3')).toBeVisible();
    await choosePhotos.click();
    await uploadInPicker(page, await photo(POOL, 200));
    await expect(page.getByText('Puoi scegliere al massimo 3 foto della struttura.').first()).toBeVisible();
    const picker = page.getByRole('dialog', { name: /Scegli/ });
    await visitScreen(page, 'media-picker');
    // The extra photo is not used anywhere: it can be deleted after a confirm.
    await picker.getByRole('button', { name: `Elimina ${POOL}` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Elimina|Conferma/ })
      .click();
    await expect(picker.getByText(POOL)).toHaveCount(0);
    await picker.getByRole('button', { name: 'Annulla' }).click();

    // Select several at once: drop two, then pick them again together.
    await page.getByRole('button', { name: `Rimuovi ${ROOM}` }).click();
    await page.getByRole('button', { name: `Rimuovi ${BREAKFAST}` }).click();
    await choosePhotos.click();
    await picker.getByRole('checkbox', { name: `Seleziona ${ROOM}` }).check();
    await picker.getByRole('checkbox', { name: `Seleziona ${BREAKFAST}` }).check();
    await picker.getByRole('button', { name: 'Inserisci' }).click();
    await expect(page.getByText('3 di 3')).toBeVisible();

    await page.getByRole('checkbox', { name: /^Dichiaro di essere titolare/ }).check();
    await visitScreen(page, 'form-new-structure');
    await page.getByRole('button', { name: 'Registra la struttura' }).click();
    await expect(page.getByText('Struttura registrata').first()).toBeVisible();
  });

  test('change password from the user menu, then sign in with it', async ({ page }) => {
    // An account no other journey of this half signs in with: the new password stays, and
    // content-list signs in as redattore.lucca with the demo one, in whichever order they run.
    await signIn(page, 'operatore.livorno');
    await page.getByRole('button', { name: /^Menu utente di / }).click();
    await page.getByRole('menuitem', { name: 'Cambia password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Password attuale/).fill('demo');
    await dialog.getByLabel(/^Nuova password/).fill('livorno-2026-nuova');
    await dialog.getByLabel(/^Ripeti la nuova password/).fill('livorno-2026-diversa');
    await dialog.getByRole('button', { name: 'Cambia password' }).click();
    await expect(dialog.getByText(/coincid/i).first()).toBeVisible();
    await visitScreen(page, 'form-change-password-errors');

    await dialog.getByLabel(/^Ripeti la nuova password/).fill('livorno-2026-nuova');
    await dialog.getByRole('button', { name: 'Cambia password' }).click();
    await expect(dialog).toBeHidden();

    await signOut(page);
    await page.goto('/login');
    await submitLogin(page, 'operatore.livorno', 'livorno-2026-nuova');
    await expect(page.getByRole('heading', { level: 1, name: /^(Esplora$|Benvenuto, )/ })).toBeVisible();
  });

  test('a filled form read back as values, then switched to editing', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/app/make-iat/forms/group-edit?id=2&mode=preview');
    await expect(page.getByText('Redazione Visit Tuscany').first()).toBeVisible();
    await expect(page.getByText('+39 055 4382950')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await visitScreen(page, 'form-read-only');
    await page.getByRole('button', { name: 'Modifica' }).click();
    await expect(page.getByLabel(/^Nome/).first()).toHaveValue('Redazione Visit Tuscany');
  });
});
