import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, RUN, signIn, signOut, test, visitScreen } from './support/fixtures';
import { csrfToken, getJson, postJson } from './support/server';

const WEEKEND = `Weekend a Siena per Anna ${RUN}`;
const WEEKEND_RENAMED = `Weekend a Siena (Anna) ${RUN}`;
const EVENING = `Serata in città ${RUN}`;
const FROM_CONTENTS = `Dai contenuti ${RUN}`;

/** Deletes every list of the signed-in user's office (its own calls): the office has none again. */
async function deleteOfficeLists(page: Page) {
  const { user } = await getJson<{ user: { group: string } }>(page, '/api/app-config.json?env=make-iat');
  const left = await postJson<{ elements: { id: number }[] }>(
    page,
    `/api/list/listePaginate/${user.group}?env=make-iat`,
    { itemsPerPage: 50 },
  );
  for (const { id } of left.elements) {
    const reply = await page.request.delete(`/api/list/lista/${id}?env=make-iat`, {
      headers: { 'x-csrf-token': await csrfToken(page) },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
  }
}

const heading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^[\d.]+ risultat[oi] \(visualizzati 1 - \d+\)$/ });
const results = (page: Page) => page.getByRole('list', { name: 'Risultati della ricerca' });
const snack = (page: Page, text: string) => page.locator('[role="alert"]').filter({ hasText: text });

/** The titles of the focused list's elements, in order. */
const order = (list: Locator) =>
  list
    .locator('li[data-element-id]')
    .evaluateAll((items) =>
      items.map(
        (li) => li.querySelector('button[aria-label^="Apri "]')?.getAttribute('aria-label')?.slice(5) ?? '',
      ),
    );

/** Three result cards whose titles appear once on the page (two places may share a name). */
async function threeCards(page: Page): Promise<{ titles: string[]; cards: Locator[] }> {
  await expect(results(page).getByRole('listitem').first()).toBeVisible();
  const all = await results(page).getByRole('listitem').locator('h3').allTextContents();
  const picked = all.flatMap((t, i) => (all.indexOf(t) === all.lastIndexOf(t) ? [i] : [])).slice(0, 3);
  expect(picked).toHaveLength(3);
  return {
    titles: picked.map((i) => all[i]!),
    cards: picked.map((i) => results(page).getByRole('listitem').nth(i)),
  };
}

/** A pointer drag of one element's handle onto another element (dnd-kit's pointer sensor). */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++)
    await page.mouse.move(from.x + from.width / 2, from.y + (to.y + to.height * 0.6 - from.y) * (i / steps));
  await page.mouse.up();
}

test.describe('Lists: what the desk hands to the visitor', () => {
  test('explore → a new list of three → reorder → move → share (link, PDF in English, e-mail, WhatsApp)', async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'operatore.siena');
    await expect(page).toHaveURL(/\/app\/make-iat\/explore$/);
    // A retry finds the failed attempt's lists in the office: they go, so the empty states below hold.
    await deleteOfficeLists(page);

    // The Liste tab of an office without lists: the empty state and "Crea nuova lista".
    await page.getByRole('tab', { name: 'Liste' }).click();
    await expect(page.getByText('Non ci sono liste', { exact: true })).toBeVisible();
    await visitScreen(page, 'lists-explore-tab-no-lists');

    // add-new-list-modal: required, 70 characters counted as the server counts them.
    await page.getByRole('button', { name: 'Crea nuova lista' }).click();
    const create = page.getByRole('dialog', { name: 'Crea nuova lista' });
    const title = create.getByRole('textbox', { name: 'Titolo della lista' });
    await title.fill('x'.repeat(71));
    await expect(create.getByText('Il titolo non può superare le 70 battute spazi inclusi')).toBeVisible();
    await expect(create.getByRole('button', { name: 'Crea' })).toBeDisabled();
    // An emoji is one character, as the server counts it: 69 and one fit.
    await title.fill('x'.repeat(69) + '🏛️');
    await expect(create.getByText('70/70', { exact: true })).toBeVisible();
    await expect(create.getByRole('button', { name: 'Crea' })).toBeEnabled();
    await title.fill('');
    await expect(create.getByText('Il titolo deve essere specificato')).toBeVisible();
    await visitScreen(page, 'lists-add-new-list-modal-error');
    await title.fill(WEEKEND);
    await create.getByRole('button', { name: 'Crea' }).click();
    const created = page.getByRole('dialog', { name: 'Lista creata' });
    await expect(created.getByText(`La lista «${WEEKEND}» è stata creata.`)).toBeVisible();
    await visitScreen(page, 'lists-confirm-new-list-modal');
    await created.getByRole('button', { name: 'Chiudi' }).click();
    await expect(page).toHaveURL(/list=\d+/);
    const items = page.getByRole('list', { name: WEEKEND });
    // The list just made is the current one: explore's bar names it.
    const bar = page.getByRole('region', { name: 'La lista corrente' });
    await expect(bar.locator('strong')).toHaveText(WEEKEND);
    await expect(bar.getByText('0 elementi', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Cerca' }).click();

    // Search explore.
    const search = page.getByRole('textbox', { name: 'Cerca nel catalogo' });
    await search.fill('Siena');
    await search.press('Enter');
    await expect(heading(page)).toBeVisible();
    // The catalogue's first results are on screen before the search's: wait for Siena's own.
    await expect(results(page).getByRole('listitem').first()).toContainText('Siena');
    const { titles, cards } = await threeCards(page);

    // Three from the search, one click each into the current list (the third from the preview).
    for (const [i, t] of titles.entries()) {
      if (i < 2) await cards[i]!.getByRole('button', { name: `Aggiungi a «${WEEKEND}»: ${t}` }).click();
      else {
        await cards[2]!.getByRole('button', { name: /^Apri la scheda di / }).click();
        await page
          .locator('.explore-preview-modal [role="dialog"]')
          .getByRole('button', { name: 'Aggiungi alla lista' })
          .click();
      }
      await expect(snack(page, `«${t}» aggiunto a «${WEEKEND}»`).first()).toBeVisible();
      // (Behind the open preview the bar is hidden from the accessibility tree.)
      if (i < 2)
        await expect(bar.getByText(i === 0 ? '1 elemento' : '2 elementi', { exact: true })).toBeVisible();
    }
    const preview = page.locator('.explore-preview-modal [role="dialog"]');
    await expect(preview.getByRole('button', { name: 'Nella lista' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await preview.getByRole('button', { name: 'Chiudi' }).last().click();
    await expect(bar.getByText('3 elementi', { exact: true })).toBeVisible();
    await expect(
      cards[0]!.getByRole('button', { name: `Rimuovi da «${WEEKEND}»: ${titles[0]}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The list tab: three elements in the order they were added, type tabs, the preview by id.
    await page.getByRole('tab', { name: 'Liste' }).click();
    await expect(items.locator('li[data-element-id]')).toHaveCount(3);
    expect(await order(items)).toEqual(titles);
    await expect(page.getByRole('tab', { name: 'Tutti (3)' })).toBeVisible();
    await visitScreen(page, 'lists-explore-tab');
    await items.getByRole('button', { name: `Apri ${titles[1]}` }).click();
    await expect(page).toHaveURL(/item=[a-z_]+%3Ares%3A/);
    await expect(preview.getByRole('heading', { level: 2, name: titles[1] })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Nella lista' })).toBeVisible();
    await preview.getByRole('button', { name: 'Chiudi' }).last().click();
    await expect(preview).toBeHidden();

    // Reorder by drag and drop: the third onto the first.
    await drag(
      page,
      items.getByRole('button', {
        name: `Trascina per riordinare (con la tastiera: Spazio, frecce, Spazio): ${titles[2]}`,
      }),
      items.locator('li[data-element-id]').first(),
    );
    await expect.poll(() => order(items)).toEqual([titles[2], titles[0], titles[1]]);
    await page.reload();
    await expect.poll(() => order(items)).toEqual([titles[2], titles[0], titles[1]]);

    // And by keyboard on the handle: space, arrow down, space.
    const handle = items.getByRole('button', {
      name: `Trascina per riordinare (con la tastiera: Spazio, frecce, Spazio): ${titles[2]}`,
    });
    await handle.focus();
    await page.keyboard.press('Space');
    // Each key only once the drag has taken the previous one (dnd-kit answers on the next frame).
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`${titles[2]} è in posizione 2 di 3.`, { exact: true })).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect.poll(() => order(items)).toEqual([titles[0], titles[2], titles[1]]);

    // By the position modal: digits only, arrows disabled at the bounds, confirm disabled when empty.
    await items.getByRole('button', { name: `Azioni per ${titles[1]}` }).click();
    await page.getByRole('menuitem', { name: 'Cambia ordine' }).click();
    const sort = page.getByRole('dialog', { name: 'Cambia ordine elemento' });
    const position = sort.getByRole('textbox', { name: 'Nuova posizione' });
    await expect(position).toHaveValue('3');
    await expect(sort.getByRole('button', { name: 'Posizione successiva' })).toBeDisabled();
    await position.fill('');
    await expect(sort.getByRole('button', { name: 'Conferma' })).toBeDisabled();
    await position.pressSequentially('a1');
    await expect(position).toHaveValue('1');
    await expect(sort.getByRole('button', { name: 'Posizione precedente' })).toBeDisabled();
    await visitScreen(page, 'lists-favorite-sort-modal');
    await sort.getByRole('button', { name: 'Conferma' }).click();
    await expect(sort).toBeHidden();
    await expect.poll(() => order(items)).toEqual([titles[1], titles[0], titles[2]]);

    // A second list, then move one element there.
    await page.getByRole('button', { name: 'Crea nuova lista' }).click();
    const second = page.getByRole('dialog', { name: 'Crea nuova lista' });
    await second.getByRole('textbox', { name: 'Titolo della lista' }).fill(EVENING);
    await second.getByRole('button', { name: 'Crea' }).click();
    const confirmSecond = page.getByRole('dialog', { name: 'Lista creata' });
    await expect(confirmSecond.getByRole('button', { name: 'Modifica' })).toBeVisible();
    await confirmSecond.getByRole('button', { name: 'Chiudi' }).click();
    const secondList = page.getByRole('list', { name: EVENING });
    await expect(
      page.getByText('La lista è vuota. Usa la funzione Esplora per aggiungere attrattori e servizi.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Esplora', exact: true }).last()).toHaveAttribute(
      'href',
      '/app/make-iat/explore',
    );
    await visitScreen(page, 'lists-explore-tab-empty-list');
    await page.getByRole('combobox', { name: 'Lista' }).click();
    await page.getByRole('option', { name: new RegExp(`^${WEEKEND}`) }).click();
    await items.getByRole('button', { name: `Azioni per ${titles[0]}` }).click();
    await page.getByRole('menuitem', { name: "Sposta/copia in un'altra lista" }).click();
    const copy = page.getByRole('dialog', { name: "Sposta/copia in un'altra lista" });
    await expect(copy.getByRole('radio', { name: 'Copia' })).toBeChecked();
    await expect(copy.getByRole('button', { name: 'Conferma' })).toBeDisabled();
    await copy.getByRole('radio', { name: 'Sposta' }).check();
    await copy.getByRole('radio', { name: new RegExp(`^${EVENING}`) }).check();
    await visitScreen(page, 'lists-copy-elements-modal');
    await copy.getByRole('button', { name: 'Conferma' }).click();
    await expect(snack(page, 'Elemento spostato con successo')).toBeVisible();
    await expect.poll(() => order(items)).toEqual([titles[1], titles[2]]);
    await page.getByRole('combobox', { name: 'Lista' }).click();
    await page.getByRole('option', { name: new RegExp(`^${EVENING}`) }).click();
    await expect.poll(() => order(secondList)).toEqual([titles[0]]);
    await page.getByRole('combobox', { name: 'Lista' }).click();
    await page.getByRole('option', { name: new RegExp(`^${WEEKEND}`) }).click();

    // Share: the language, the link copied, the PDF opened signed out, in English.
    await page.getByRole('button', { name: 'Condividi', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Condividi lista' });
    await share.getByRole('combobox', { name: 'Lingua' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    // No link until it is shared: "Copia link" makes it (share-dialog.spec: the links, Revoca).
    const linkBox = share.getByRole('textbox', { name: 'Link' });
    await expect(linkBox).toHaveValue('');
    await share.getByRole('button', { name: 'Copia link' }).click();
    await expect(snack(page, 'Link copiato negli appunti.')).toBeVisible();
    await expect(linkBox).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/condivisione\/lista\/[A-Za-z0-9_-]{22,}$/);
    const link = await linkBox.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(share.getByRole('button', { name: 'Invia email' })).toBeDisabled();
    await expect(share.getByRole('button', { name: 'Invia su WhatsApp' })).toBeDisabled();
    const email = share.getByRole('textbox', { name: 'Email del destinatario' });
    await email.fill('x');
    await email.fill('');
    await expect(share.getByText("L'email non può essere vuota")).toBeVisible();
    const phone = share.getByRole('textbox', { name: 'Numero di telefono' });
    await phone.fill('3');
    await phone.fill('');
    await expect(share.getByText('Il numero non può essere vuoto')).toBeVisible();
    await visitScreen(page, 'lists-share-list-modal');

    // By e-mail: it goes to the outbox.
    await email.fill('anna.visitatrice@example.org');
    await share.getByRole('button', { name: 'Invia email' }).click();
    await expect(snack(page, 'Email inviata con successo')).toBeVisible();

    // By WhatsApp: wa.me with the number and the English text (no internet: the address is enough).
    await phone.fill('+39 333 123 4567');
    const [popup, wa] = await Promise.all([
      page.waitForEvent('popup'),
      context.waitForEvent('request', (r) => r.url().startsWith('https://wa.me/')),
      share.getByRole('button', { name: 'Invia su WhatsApp' }).click(),
    ]);
    expect(wa.url()).toMatch(/^https:\/\/wa\.me\/393331234567\?text=/);
    const text = new URL(wa.url()).searchParams.get('text') ?? '';
    expect(text).toContain(link);
    expect(text).toContain('Here is the selection');
    await popup.close();
    await share.getByRole('button', { name: 'Chiudi' }).click();

    // The link signed out: the PDF, in English.
    const stranger = await browser.newContext();
    const reply = await stranger.request.get(link);
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toContain('application/pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lists-pdf-'));
    const pdf = path.join(dir, 'lista.pdf');
    fs.writeFileSync(pdf, await reply.body());
    const shots = path.resolve(import.meta.dirname, '../../test-results/screens');
    fs.mkdirSync(shots, { recursive: true });
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '70',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdf,
      path.join(shots, 'lists-shared-pdf-en'),
    ]);
    const words = execFileSync('pdftotext', ['-l', '1', pdf, '-']).toString();
    expect(words).toContain(WEEKEND);
    expect(words).toContain(titles[1]);
    await stranger.close();

    // The preview per language opens a new tab.
    await page.getByRole('button', { name: 'Anteprima', exact: true }).click();
    const previewModal = page.getByRole('dialog', { name: 'Anteprima della lista' });
    await visitScreen(page, 'lists-list-preview-modal');
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      previewModal.getByRole('button', { name: /^Apri in English/ }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/\/condivisione\/lista\//);
    await tab.close();
    await previewModal.getByRole('button', { name: 'Chiudi' }).click();

    // The lists page (6 rows a page) with view-list-modal, then list/edit.
    await page.goto('/app/make-iat/lists');
    const row = page.getByRole('row').filter({ hasText: WEEKEND });
    await expect(row).toBeVisible();
    await visitScreen(page, 'lists-table');
    await row.click();
    const view = page.getByRole('dialog', { name: WEEKEND });
    await expect(view.getByText(titles[1]!)).toBeVisible();
    await visitScreen(page, 'lists-view-list-modal');
    await view.getByRole('button', { name: 'Modifica lista' }).click();
    await expect(page).toHaveURL(/\/list\/edit\/\d+$/);
    const titleField = page.getByRole('textbox', { name: /^Titolo/ });
    await titleField.fill('');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(snack(page, 'Il titolo non può essere vuoto').first()).toBeVisible();
    await visitScreen(page, 'lists-edit-title-error');
    await titleField.fill(WEEKEND_RENAMED);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Conferma' }).click();
    await expect(snack(page, 'La lista è stata modificata')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/make-iat\/lists$/);

    // Duplicate one list, delete the copy (after the template's question), Annulla on the edit page.
    await page.getByRole('button', { name: `Azioni per ${EVENING}` }).click();
    await page.getByRole('menuitem', { name: 'Duplica' }).click();
    await expect(snack(page, 'Lista duplicata con successo')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: EVENING })).toHaveCount(2);
    await page
      .getByRole('button', { name: new RegExp(`^Azioni per ${EVENING}`) })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Elimina' }).click();
    const question = page.getByRole('alertdialog', { name: 'Eliminare la lista?' });
    await visitScreen(page, 'lists-delete-confirm');
    await question.getByRole('button', { name: 'Conferma' }).click();
    await expect(snack(page, 'La lista è stata eliminata con successo')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: EVENING })).toHaveCount(1);
    await page.getByRole('button', { name: `Azioni per ${EVENING}` }).click();
    await page.getByRole('menuitem', { name: 'Modifica' }).click();
    await expect(page).toHaveURL(/\/list\/edit\/\d+$/);
    await page.setViewportSize({ width: 1024, height: 768 });
    await visitScreen(page, 'lists-edit-1024');
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect(page).toHaveURL(/\/app\/make-iat\/lists$/);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The e-mail is in "Posta in uscita" (read by an administrator).
    await signOut(page);
    await signIn(page, 'admin');
    await page.goto('/app/make-iat/outbox');
    await page.getByLabel('Cerca per destinatario o oggetto').fill('anna.visitatrice@example.org');
    await page.getByRole('row').filter({ hasText: 'anna.visitatrice@example.org' }).first().click();
    await expect(
      page
        .getByRole('dialog')
        .getByRole('link', { name: /condivisione\/lista/ })
        .first(),
    ).toHaveAttribute('href', link);
    await visitScreen(page, 'lists-outbox-mail');
  });

  test('a published content row goes to a list (referent of IAT Firenze)', async ({ page }) => {
    await signIn(page, 'referente');
    await page.goto('/app/make-iat/content?status=published');
    const row = page.getByRole('row').filter({ hasText: 'Pubblicato' }).first();
    const add = row.getByRole('button', { name: /^Aggiungi alla lista: / });
    await expect(add).toBeVisible();
    const name = ((await add.getAttribute('aria-label')) ?? '').replace('Aggiungi alla lista: ', '');
    await add.click();
    const modal = page.getByRole('dialog', { name: 'Aggiungi alla lista' });
    await modal.getByRole('button', { name: 'Nuova Lista' }).click();
    const create = page.getByRole('dialog', { name: 'Crea nuova lista' });
    await create.getByRole('textbox', { name: 'Titolo della lista' }).fill(FROM_CONTENTS);
    await create.getByRole('button', { name: 'Crea' }).click();
    const created = page.getByRole('dialog', { name: 'Lista creata' });
    await created.getByRole('button', { name: 'Vai alla lista' }).click();
    await expect(page).toHaveURL(/\/explore\?tab=lists&list=\d+$/);
    await expect(
      page.getByRole('list', { name: FROM_CONTENTS }).getByRole('button', { name: `Apri ${name}` }),
    ).toBeVisible();
  });
});
