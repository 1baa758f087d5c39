import type { Page } from '@playwright/test';
import { expect, RUN, signIn, test, visitScreen } from './support/fixtures';

/**
 * The form engine's `add` field and the spec's `telephoneField` name (spec 1 §3 "Form field"), on
 * the real "Nuova struttura" template of the server (server/src/modules/forms/templates): the
 * phone is a telephoneField, and "Aggiungi un altro telefono" adds more, each checked like the
 * first and sent with the request the administrators decide on.
 */

async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

const PODERE = `Podere Ginestra ${RUN}`;

const addedSet = (page: Page, n: number) => page.getByRole('region', { name: `Aggiunta ${n}` });

test('a structure adds two more phones, removes one, is told the other is wrong, and sends them', async ({
  page,
}) => {
  await signIn(page, 'struttura');
  await page.goto('/app/make-vt/add-structure');
  await expect(page.getByRole('heading', { name: 'Registra una nuova struttura' })).toBeVisible();
  await page.getByLabel(/^Nome della struttura/).fill(PODERE);
  await choose(page, /^Tipologia/, 'Agriturismo');
  await page.getByLabel(/^Indirizzo/).fill('Strada di Ginestra 12');
  await page.getByLabel(/^CAP/).fill('53045');
  const town = page.getByRole('combobox', { name: /^Comune/ });
  await town.fill('Montepul');
  await page.getByRole('option', { name: /Montepulciano/ }).click();
  // telephoneField: the engine's phone input, dial code apart.
  await page.getByRole('textbox', { name: /^Telefono/ }).fill('0578757001');
  await page.getByLabel(/^E-mail della struttura/).fill('info@poderginestra.example');

  const add = page.getByRole('button', { name: 'Aggiungi un altro telefono' });
  await add.click();
  const first = addedSet(page, 1).getByRole('textbox', { name: /^Altro telefono/ });
  await expect(first).toBeFocused();
  await first.fill('3331234567');
  await add.click();
  await addedSet(page, 2)
    .getByRole('textbox', { name: /^Altro telefono/ })
    .fill('12');
  // Leaving the field shows its error (and moves what is below): then the next click.
  await page.keyboard.press('Tab');
  await expect(addedSet(page, 2).getByText('Altro telefono: numero di telefono non valido')).toBeVisible();
  await add.click();
  await expect(addedSet(page, 3)).toBeVisible();
  // At most three: the button says so and adds no more.
  await expect(add).toBeDisabled();
  await expect(page.getByText('Al massimo 3', { exact: true })).toBeVisible();
  await addedSet(page, 3).getByRole('button', { name: 'Rimuovi (aggiunta 3)' }).click();
  await expect(addedSet(page, 3)).toHaveCount(0);
  await expect(add).toBeEnabled();

  // Removing the first moves the second up.
  await addedSet(page, 1).getByRole('button', { name: 'Rimuovi (aggiunta 1)' }).click();
  await expect(addedSet(page, 2)).toHaveCount(0);
  await expect(addedSet(page, 1).getByRole('textbox', { name: /^Altro telefono/ })).toHaveValue('12');

  await page.getByRole('checkbox', { name: /^Dichiaro di essere titolare/ }).check();
  await page.getByRole('button', { name: 'Registra la struttura' }).click();
  // The added phone is checked like the first: the template's error label, the field marked.
  await expect(
    page.getByText('Controlla i campi evidenziati prima di registrare la struttura.').first(),
  ).toBeVisible();
  await expect(addedSet(page, 1).getByText('Altro telefono: numero di telefono non valido')).toBeVisible();
  await visitScreen(page, 'form-add-field-error');
  await page.setViewportSize({ width: 1024, height: 768 });
  await visitScreen(page, 'form-add-field-error-1024');

  await addedSet(page, 1)
    .getByRole('textbox', { name: /^Altro telefono/ })
    .fill('0577123456');
  await page.getByRole('button', { name: 'Registra la struttura' }).click();
  await expect(page.getByText('Struttura registrata').first()).toBeVisible();

  // The administrators read the added phone with the request.
  await page.context().clearCookies();
  await signIn(page, 'admin');
  await page.goto('/app/make-iat/requests');
  const request = page.getByRole('article').filter({ hasText: PODERE });
  await expect(request.getByText('Altri telefoni')).toBeVisible();
  await expect(request.getByText('+39 057 7123456')).toBeVisible();
});
