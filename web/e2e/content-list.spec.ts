import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, RUN, signIn, test, visitScreen } from './support/fixtures';
import { createContent, signOut, typeIds } from './support/content-kit';
import { postJson } from './support/server';

/**
 * The content list (spec 1 §2 "Content list"): an editor's own group's contents, criteria in the
 * address, load-more, row actions (copy, delete, delete languages), the creator's view, the API
 * column for reviewers, the empty state, and the preview page. Real server, contents saved through
 * the editor's own calls.
 */

const LIST = '/app/make-iat/content';
/** More than one page (20) of contents found by one search. */
const OWN = 22;

const LUCCA = `Le mura di Lucca e2e ${RUN}`;
const VOLTERRA = `Volterra e2e tra gli Etruschi ${RUN}`;
const FIESOLE = `Fiesole e2e al tramonto ${RUN}`;
const SAGRA = `Sagra e2e della castagna ${RUN}`;
const BOZZA = `Bozza e2e da eliminare ${RUN}`;
/** The list's address once it searches for `words` and this run's mark. */
const searching = (words: string) => `${LIST}?contentSearch=${words.replaceAll(' ', '+')}+${RUN}`;

const table = (page: Page) => page.getByRole('table', { name: 'Elenco dei contenuti' });
const bodyRows = (t: Locator) => t.locator(':scope > tbody > tr');
const row = (page: Page, name: string) => bodyRows(table(page)).filter({ hasText: name });

async function waitForRows(page: Page) {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(bodyRows(table(page)).first()).toBeVisible();
}

async function rowAction(page: Page, name: string, action: string) {
  await row(page, name)
    .getByRole('button', { name: `Azioni per ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * The sticky actions cell `sticky` covers none of the visible cells of its row (`cells`, itself
 * left out): the text of each one ends before the sticky column starts.
 */
async function expectNoOverlap(sticky: Locator, cells: Locator) {
  const box = (await sticky.boundingBox())!;
  const n = await cells.count();
  for (let i = 0; i < n; i++) {
    const cell = cells.nth(i);
    if (await cell.evaluate((el) => el.classList.contains('table-actions'))) continue;
    // What a reader sees of the cell: its content, clipped by the scroll area (not the padding).
    const content = await cell.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      const area = el.closest('.MuiTableContainer-root')!.getBoundingClientRect();
      return { left: r.left, right: Math.min(r.right, area.right), width: r.width, areaRight: area.right };
    });
    if (content.width === 0 || content.left >= content.areaRight) continue; // scrolled out of sight
    expect(content.right, `cell ${i} ends under the sticky actions column`).toBeLessThanOrEqual(box.x + 0.5);
  }
}

let ids: Record<string, number> = {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  // A content of another IAT: the Florence editor never sees it.
  await signIn(page, 'redattore.lucca');
  const lucca = await typeIds(page, ['itinerario']);
  await createContent(page, lucca.itinerario!, { it: LUCCA });
  await signOut(page);

  await signIn(page, 'redattore');
  const types = await typeIds(page, ['itinerario', 'evento']);
  // The preview modal's content, the oldest: it moves no other row.
  const volterra = await createContent(page, types.itinerario!, {
    it: VOLTERRA,
    en: 'Volterra e2e among the Etruscans',
    fr: 'Volterra e2e chez les Étrusques',
  });
  for (let i = 1; i <= OWN; i++) {
    await createContent(page, types.itinerario!, { it: `Passeggiata e2e numero ${i} ${RUN}` });
  }
  ids = {
    fiesole: await createContent(page, types.itinerario!, {
      it: FIESOLE,
      en: 'Fiesole e2e at sunset',
      fr: 'Fiesole e2e au coucher du soleil',
    }),
    sagra: await createContent(page, types.evento!, { it: SAGRA }),
    volterra,
    vecchio: await createContent(page, types.itinerario!, { it: BOZZA }),
  };
  await page.close();
});

test.describe('Content list', () => {
  test("an editor sees their group's contents; filters, search and order live in the address", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, 'redattore');
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'Contenuti' })).toBeVisible();
    await waitForRows(page);
    await expect(row(page, FIESOLE)).toContainText('IT');
    await expect(row(page, FIESOLE)).toContainText('EN');
    await expect(row(page, FIESOLE)).toContainText('Bozza');
    await expect(page.getByRole('columnheader', { name: 'Data di creazione' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'API' })).toHaveCount(0);
    // At 1024 px the row actions are on screen (the column sticks when the table scrolls sideways).
    const actions = row(page, FIESOLE).getByRole('button', {
      name: `Azioni per ${FIESOLE}`,
    });
    await expect(actions).toBeInViewport({ ratio: 1 });
    await actions.click();
    await expect(page.getByRole('menuitem', { name: 'Duplica' })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    // New-content tiles lead to the editor of their type.
    await expect(page.getByRole('link', { name: 'Nuovo contenuto: Evento' })).toHaveAttribute(
      'href',
      /\/app\/make-iat\/content\/create\/\d+$/,
    );
    await visitScreen(page, 'content-list-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await visitScreen(page, 'content-list-1440');

    // Search: Enter submits, into the address; the other group's content is never found.
    const search = page.getByRole('searchbox', { name: 'Cerca', exact: true });
    await search.fill(`Lucca e2e ${RUN}`);
    await search.press('Enter');
    await expect(page).toHaveURL(/contentSearch=Lucca\+e2e/);
    await expect(page.getByText('Nessun contenuto corrisponde alla ricerca.')).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    await visitScreen(page, 'content-list-empty');

    // Emptying the box clears the search at once.
    await search.fill('');
    await expect(page).not.toHaveURL(/contentSearch=/);
    await waitForRows(page);
    await search.fill(`castagna ${RUN}`);
    await search.press('Enter');
    await expect(page).toHaveURL(/contentSearch=castagna/);
    await expect(bodyRows(table(page))).toHaveCount(1);
    await expect(row(page, SAGRA)).toBeVisible();
    await page.getByRole('button', { name: 'Cancella filtri' }).click();
    await expect(page).not.toHaveURL(/contentSearch=/);

    // A type filter narrows the rows to that type.
    await page.getByRole('button', { name: /^Tipo: / }).click();
    await page.getByRole('dialog', { name: 'Tipo' }).getByRole('option', { name: 'Evento' }).click();
    await expect(page).toHaveURL(/contentType=evento/);
    await expect(row(page, SAGRA)).toBeVisible();
    await expect(row(page, FIESOLE)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tipo: Evento' })).toBeVisible();

    // The order: by name, A to Z (among this journey's contents).
    await page.getByRole('button', { name: /^Tipo: / }).click();
    await page
      .getByRole('dialog', { name: 'Tipo' })
      .getByRole('option', { name: 'Tutti', exact: true })
      .click();
    await expect(page).not.toHaveURL(/contentType=/);
    await search.fill(`e2e ${RUN}`);
    await search.press('Enter');
    await expect(page).toHaveURL(/contentSearch=e2e/);
    await page.getByRole('button', { name: /^Ordina per: / }).click();
    await page.getByRole('menuitemradio', { name: 'Nome (A-Z)' }).click();
    await expect(page).toHaveURL(/contentOrder=name/);
    await waitForRows(page);
    await expect(bodyRows(table(page)).first()).toContainText(BOZZA);

    // The creation date: a period with no contents, then today (no future day can be picked).
    await page.goto(`${LIST}?createdFrom=2020-01-01&createdTo=2020-01-31`);
    await expect(page.getByRole('textbox', { name: 'Data di creazione' })).toHaveValue(
      '01/01/2020 – 31/01/2020',
    );
    await expect(page.getByText('Nessun contenuto corrisponde alla ricerca.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancella il periodo: Data di creazione' }).click();
    await expect(page).not.toHaveURL(/createdFrom=/);
    await waitForRows(page);
  });

  test("the other group's editor does not see Florence's contents", async ({ page }) => {
    await signIn(page, 'redattore.lucca');
    await page.goto(searching('e2e'));
    await waitForRows(page);
    await expect(row(page, LUCCA)).toBeVisible();
    await expect(row(page, FIESOLE)).toHaveCount(0);
  });

  test('load-more adds the next page under the first and keeps it in the address', async ({ page }) => {
    await signIn(page, 'redattore');
    await page.goto(searching('Passeggiata e2e'));
    await waitForRows(page);
    await expect(bodyRows(table(page))).toHaveCount(20);
    await page.getByRole('button', { name: 'Carica altri contenuti', exact: true }).click();
    await expect(page).toHaveURL(/contentPage=2/);
    await expect(bodyRows(table(page))).toHaveCount(OWN);
    await expect(page.getByRole('button', { name: 'Carica altri contenuti', exact: true })).toHaveCount(0);
    // A reload shows pages 1 and 2 again.
    await page.reload();
    await waitForRows(page);
    await expect(bodyRows(table(page))).toHaveCount(OWN);
  });

  test('a row opens the editor by click and by Enter', async ({ page }) => {
    await signIn(page, 'redattore');
    // The top bar's Enter lands with ?query=: the list takes it as its search.
    await page.goto(`${LIST}?query=castagna+${RUN}&contentPage=1`);
    await expect(page).toHaveURL(new RegExp(`/content\\?contentSearch=castagna\\+${RUN}$`));
    await waitForRows(page);
    await expect(bodyRows(table(page))).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'Cerca', exact: true })).toHaveValue(`castagna ${RUN}`);
    await row(page, SAGRA).getByText('Evento').click();
    await expect(page).toHaveURL(new RegExp(`/content/edit/${ids.sagra}$`));
    await page.goBack();
    await waitForRows(page);
    await row(page, SAGRA).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/content/edit/${ids.sagra}$`));
  });

  test('Duplica copies the content and opens the copy in the editor', async ({ page }) => {
    await signIn(page, 'redattore');
    await page.goto(searching('castagna'));
    await waitForRows(page);
    await rowAction(page, SAGRA, 'Duplica');
    await expect(page.getByText('Elemento copiato con successo')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/make-iat\/content\/edit\/(\d+)$/);
    const copy = Number(/\/edit\/(\d+)$/.exec(page.url())![1]);
    expect(copy).not.toBe(ids.sagra);
    // The editor holds the copy: the same content, named as a copy.
    const italian = page.getByRole('region', { name: 'Contenuto in Italiano', exact: true });
    await expect(italian.getByRole('textbox', { name: /^Nome dell'evento/ })).toHaveValue(`${SAGRA} (copia)`);
  });

  test('deleting languages asks which ones; deleting a content asks first', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, 'redattore');
    await page.goto(searching('Fiesole'));
    await waitForRows(page);
    await rowAction(page, FIESOLE, 'Elimina lingue');
    const dialog = page.getByRole('dialog', { name: 'Elimina lingue' });
    const confirm = dialog.getByRole('button', { name: 'Elimina' });
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByRole('checkbox')).toHaveCount(3);
    await dialog.getByRole('checkbox', { name: 'Inglese' }).check();
    await dialog.getByRole('checkbox', { name: 'Francese' }).check();
    await expect(dialog.getByText('Vuoi eliminare le lingue: Inglese, Francese?')).toBeVisible();
    await expect(confirm).toBeEnabled();
    await visitScreen(page, 'content-list-delete-langs');
    await dialog.getByRole('checkbox', { name: 'Francese' }).uncheck();
    await expect(dialog.getByText('Vuoi eliminare le lingue: Inglese?')).toBeVisible();
    await confirm.click();
    await expect(page.getByText('Elemento rimosso con successo')).toBeVisible();
    await expect(dialog).toBeHidden();
    const fiesole = row(page, FIESOLE);
    await expect(fiesole.getByRole('list', { name: 'Lingue: Italiano, Francese' })).toBeVisible();

    await page.goto(searching('eliminare'));
    await waitForRows(page);
    await rowAction(page, BOZZA, 'Elimina');
    const ask = page.getByRole('alertdialog', { name: `Elimina: ${BOZZA}` });
    await expect(ask).toContainText('Vuoi eliminare questo contenuto?');
    await ask.getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText('Elemento rimosso con successo')).toBeVisible();
    await expect(row(page, BOZZA)).toHaveCount(0);
  });

  test('a reviewer sees the API column and filter; the admin opens the creator', async ({ page }) => {
    await signIn(page, 'revisore');
    await page.goto(searching('Fiesole'));
    await waitForRows(page);
    await expect(page.getByRole('columnheader', { name: 'API' })).toBeVisible();
    await expect(row(page, FIESOLE).getByRole('img', { name: 'Non esposto alle API' })).toBeVisible();
    await page.getByRole('button', { name: /^API: / }).click();
    await page
      .getByRole('dialog', { name: 'API' })
      .getByRole('option', { name: 'Esposti alle API', exact: true })
      .click();
    await expect(page).toHaveURL(/api=1/);
    await expect(row(page, FIESOLE)).toHaveCount(0);
    await signOut(page);

    await signIn(page, 'admin');
    await page.goto(searching('Fiesole'));
    await waitForRows(page);
    await row(page, FIESOLE).getByRole('button', { name: 'Mostra la scheda di Sara Lombardi' }).click();
    const view = page.getByRole('dialog', { name: 'Scheda utente' });
    await expect(view.getByRole('heading', { name: 'Sara Lombardi' })).toBeVisible();
    await visitScreen(page, 'content-list-creator');
    // Closing the view stays on the list.
    await view.getByRole('button', { name: 'Chiudi' }).click();
    await expect(view).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/content\\?contentSearch=Fiesole\\+${RUN}$`));
    await expect(table(page)).toBeVisible();
  });

  test('the preview shows the content in each of its languages', async ({ page }) => {
    await signIn(page, 'redattore');
    await page.goto(`/app/make-iat/content/preview/${ids.fiesole}`);
    await expect(page.getByRole('heading', { level: 1, name: FIESOLE })).toBeVisible();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('title', /Fiesole e2e al tramonto.*Italiano/);
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`/api/content/${ids.fiesole}/preview\\.html\\?lang=it`),
    );
    // The frame is the window's height minus 145 px.
    const height = await frame.evaluate((f) => f.getBoundingClientRect().height);
    expect(height).toBe(800 - 145);
    await expect(page.frameLocator('iframe').getByText(FIESOLE).first()).toBeVisible();
    await visitScreen(page, 'content-preview-1440');

    await page.getByRole('button', { name: 'Francese' }).click();
    await expect(page).toHaveURL(new RegExp(`/content/preview/${ids.fiesole}/fr$`));
    await expect(
      page.frameLocator('iframe').getByText('Fiesole e2e au coucher du soleil').first(),
    ).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 768 });
    await visitScreen(page, 'content-preview-1024');

    await page.getByRole('link', { name: 'Modifica' }).click();
    await expect(page).toHaveURL(new RegExp(`/content/edit/${ids.fiesole}$`));
    await page.goto(`/app/make-iat/content/preview/${ids.fiesole}`);
    await page.getByRole('link', { name: 'Torna ai contenuti' }).click();
    await expect(page).toHaveURL(/\/app\/make-iat\/content$/);
  });

  test("a row's Anteprima opens the content-preview-modal: languages, frame, full preview", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'redattore');
    await page.goto(searching('Volterra'));
    await waitForRows(page);
    await rowAction(page, VOLTERRA, 'Anteprima');
    const modal = page.getByRole('dialog', { name: `Anteprima: ${VOLTERRA}` });
    await expect(modal).toBeVisible();
    // The list stays where it was: the modal is over it.
    await expect(page).toHaveURL(new RegExp(`/content\\?contentSearch=Volterra\\+${RUN}$`));
    const frame = modal.locator('iframe');
    await expect(frame).toHaveAttribute('title', /Volterra e2e tra gli Etruschi.*Italiano/);
    await expect(modal.frameLocator('iframe').getByText(VOLTERRA).first()).toBeVisible();
    const languages = modal.getByRole('group', { name: 'Lingua dell’anteprima' });
    await expect(languages.getByRole('button')).toHaveText(['Italiano', 'Inglese', 'Francese']);
    await expect(languages.getByRole('button', { name: 'Italiano' })).toHaveAttribute('aria-pressed', 'true');

    // Another language, from the keyboard: the frame follows, and so does the full preview's link.
    await languages.getByRole('button', { name: 'Inglese' }).focus();
    await page.keyboard.press('Enter');
    await expect(languages.getByRole('button', { name: 'Inglese' })).toHaveAttribute('aria-pressed', 'true');
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`/api/content/${ids.volterra}/preview\\.html\\?lang=en`),
    );
    await expect(
      modal.frameLocator('iframe').getByText('Volterra e2e among the Etruscans').first(),
    ).toBeVisible();
    const full = modal.getByRole('link', { name: 'Apri l’anteprima completa' });
    await expect(full).toHaveAttribute('href', new RegExp(`/content/preview/${ids.volterra}/en$`));
    await visitScreen(page, 'content-preview-modal-1280');

    // Escape closes it, back on the list; opened again, the full preview opens in the chosen language.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await rowAction(page, VOLTERRA, 'Anteprima');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Francese' }).click();
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(
      modal.frameLocator('iframe').getByText('Volterra e2e chez les Étrusques').first(),
    ).toBeVisible();
    await visitScreen(page, 'content-preview-modal-1024');
    await modal.getByRole('link', { name: 'Apri l’anteprima completa' }).click();
    await expect(page).toHaveURL(new RegExp(`/content/preview/${ids.volterra}/fr$`));
    await expect(page.getByRole('heading', { level: 1, name: VOLTERRA })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the preview modal of a content deleted meanwhile says so and offers Riprova', async ({ page }) => {
    await signIn(page, 'redattore');
    const types = await typeIds(page, ['itinerario']);
    const certaldo = `Certaldo e2e sparito ${RUN}`;
    const id = await createContent(page, types.itinerario!, { it: certaldo });
    await page.goto(searching('Certaldo'));
    await waitForRows(page);
    // Someone else deletes it while the list is open.
    await postJson(page, '/api/content-delete.json', { id });
    await rowAction(page, certaldo, 'Anteprima');
    const modal = page.getByRole('dialog', { name: `Anteprima: ${certaldo}` });
    await expect(modal.getByRole('alert')).toContainText('Contenuto non trovato.');
    await expect(modal.getByRole('button', { name: 'Riprova' })).toBeVisible();
    await expect(modal.locator('iframe')).toHaveCount(0);
    await expect(modal.getByRole('link', { name: 'Apri l’anteprima completa' })).toHaveCount(0);
    await expectAccessible(page, 'content-preview-modal-error');
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    await expect(modal).toBeHidden();
  });
  test('the sticky actions column covers no header and no cell, at 1366 and at 1024 px', async ({ page }) => {
    test.setTimeout(180_000);
    // The editor's published rows carry "Aggiungi alla lista" (a wider actions column); the
    // reviewer sees every column: Revisore (pending demo contents), API and the row actions.
    for (const user of ['redattore', 'revisore'] as const) {
      await signIn(page, user);
      for (const width of [1366, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${LIST}?contentStatus=published`);
        await waitForRows(page);
        const grid = table(page);
        if (user === 'revisore')
          await expect(grid.getByRole('columnheader', { name: 'Revisore' })).toBeVisible();
        await expectNoOverlap(
          grid.locator(':scope > thead > tr > th.table-actions'),
          grid.locator(':scope > thead > tr > th'),
        );
        const rows = bodyRows(grid);
        for (let i = 0; i < Math.min(5, await rows.count()); i++)
          await expectNoOverlap(rows.nth(i).locator('td.table-actions'), rows.nth(i).locator(':scope > td'));
        if (user === 'revisore') await visitScreen(page, `content-list-columns-${width}`);
      }
      await signOut(page);
    }
  });
});
