import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, signIn, test, visitScreen } from './support/fixtures';

/**
 * The content editor (spec 1 §2 "Content editor", §4 save flow, per-language content, editing
 * lists of components, §5): an editor writes an itinerary in three languages, saves, reorders,
 * deletes a language; a second session meets the lock; a reviewer takes it over. Real server.
 */

const APP = '/app/make-iat';
// A long journey on a busy machine: each step may wait a little longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

async function typeIdOf(page: Page, code: string): Promise<number> {
  const reply = await page.request.get('/api/content-list.json?env=make-iat');
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as { data: { tiles: { id: number; filter: { value: string } }[] } };
  const tile = body.data.tiles.find((t) => t.filter.value === code);
  expect(tile, `tile ${code}`).toBeTruthy();
  return tile!.id;
}

const langBlock = (page: Page, label: string) =>
  page.getByRole('region', { name: `Contenuto in ${label}`, exact: true });
const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const languages = (page: Page) => page.getByRole('navigation', { name: 'Lingue' });
const actions = (page: Page) => page.getByRole('region', { name: 'Azioni' });
const blockTitles = (page: Page) =>
  page.getByRole('region', { name: 'Elementi del contenuto' }).locator('h3');

const switchTo = (page: Page, label: string) =>
  languages(page)
    .getByRole('button', { name: new RegExp(label) })
    .click();

/** Types into the rich text editor that follows the label. */
async function typeRich(page: Page, scope: ReturnType<Page['locator']>, label: string, text: string) {
  const editor = scope.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await page.keyboard.type(text);
}

async function addBlock(page: Page, trigger: ReturnType<Page['locator']>, kind: string) {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi un nuovo elemento' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(`^${kind}`) }).click();
  await expect(dialog).toBeHidden();
}

async function saveAndWait(page: Page) {
  await actions(page).getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Contenuto salvato')).toBeVisible();
}

/** Pictured from the top of the page (a full-page picture of a scrolled page shifts the fixed layers). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await visitScreen(page, name);
}

/** The side menu on its own, tall enough to show all of it. */
async function sideMenuShot(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: size?.width ?? 1440, height: 1800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const aside = page.getByRole('complementary', { name: 'Azioni del contenuto' });
  await aside.screenshot({
    path: path.resolve(import.meta.dirname, '../../test-results/screens', `${name}.png`),
  });
  if (size) await page.setViewportSize(size);
}

async function newContext(browser: Browser, username: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, username);
  return { context, page };
}

test.describe.configure({ mode: 'serial' });

let contentUrl = '';

test('an editor writes an itinerary in three languages, saves, reorders and deletes a language', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'redattore');
  const typeId = await typeIdOf(page, 'itinerario');
  await page.goto(`${APP}/content/create/${typeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo contenuto: Itinerario' })).toBeVisible();
  const it = langBlock(page, 'Italiano');
  await expect(it).toBeVisible();
  // Nothing saved yet: it does not claim otherwise.
  await expect(actions(page).getByText('Non ancora salvato')).toBeVisible();
  await expect(actions(page).getByText('Tutte le modifiche sono salvate')).toHaveCount(0);

  // Italian: the base fields.
  await it
    .getByRole('textbox', { name: /^Titolo/ })
    .first()
    .fill('Le colline del Chianti');
  await expect(actions(page).getByText('Modifiche non salvate')).toBeVisible();
  await typeRich(
    page,
    it,
    'Descrizione',
    'Tre giorni tra vigne, pievi romaniche e borghi di pietra, da Greve a Radda, con soste nelle cantine.',
  );

  // The first stage comes with the type; a second one after it takes the next number.
  const stage1 = block(page, 'Tappa 1');
  await stage1.getByLabel('Titolo', { exact: true }).fill('Da Greve a Panzano');
  await addBlock(page, stage1.getByRole('button', { name: 'Aggiungi elemento dopo Tappa 1' }), 'Tappa');
  const stage2 = block(page, 'Tappa 2');
  await expect(stage2).toBeVisible();
  await stage2.getByLabel('Titolo', { exact: true }).fill('Da Panzano a Radda');

  // A gallery and a date block at the end.
  await addBlock(page, page.getByRole('button', { name: 'Aggiungi elemento', exact: true }), 'Galleria');
  await block(page, 'Galleria fotografica').getByLabel('Titolo', { exact: true }).fill('Foto del percorso');
  await page.getByRole('button', { name: 'Aggiungi elemento', exact: true }).click();
  const addDialog = page.getByRole('dialog', { name: 'Aggiungi un nuovo elemento' });
  // One gallery is left of two; the date block may be added once.
  await expect(addDialog.getByRole('button', { name: /^Galleria fotografica/ })).toContainText(
    'Ancora 1 disponibile',
  );
  await shot(page, 'editor-add-element-modal');
  await addDialog.getByRole('button', { name: /^Date e orari/ }).click();
  const dates = block(page, 'Date e orari');
  await expect(dates).toBeVisible();
  // Open on Mondays: a timetable without dates.
  await dates.getByRole('button', { name: 'Aggiungi date e orari: Date e orari' }).click();
  const when = page.getByRole('dialog', { name: 'Aggiungi date e orari' });
  await when.getByRole('button', { name: 'Aggiungi orario' }).click();
  await when.getByRole('button', { name: 'lunedì' }).click();
  await when.getByRole('button', { name: 'Conferma' }).click();
  await expect(when).toBeHidden();
  await expect(dates).toContainText(/lun/i);
  // A block removed after a confirmation.
  await addBlock(page, page.getByRole('button', { name: 'Aggiungi elemento', exact: true }), 'Video');
  await block(page, 'Video').getByRole('button', { name: 'Rimuovi Video' }).click();
  const sure = page.getByRole('alertdialog', { name: "Rimuovere l'elemento?" });
  await expect(sure).toContainText('sarà rimosso dal contenuto in tutte le lingue');
  await sure.getByRole('button', { name: 'Conferma' }).click();
  await expect(block(page, 'Video')).toHaveCount(0);
  await expect(blockTitles(page)).toHaveText(['Tappa 1', 'Tappa 2', 'Galleria fotografica', 'Date e orari']);
  await shot(page, 'editor-it-1440');

  // English: created empty, with the same blocks.
  await switchTo(page, 'Inglese');
  await expect(page.getByText('Il contenuto in Inglese non è ancora attivo')).toBeVisible();
  await shot(page, 'editor-inactive-language');
  await page.getByRole('button', { name: 'Crea contenuto in Inglese' }).click();
  const en = langBlock(page, 'Inglese');
  await expect(en).toBeVisible();
  await en
    .getByRole('textbox', { name: /^Titolo/ })
    .first()
    .fill('The Chianti hills');
  await block(page, 'Tappa 1').getByLabel('Titolo', { exact: true }).fill('From Greve to Panzano');
  await block(page, 'Tappa 2').getByLabel('Titolo', { exact: true }).fill('From Panzano to Radda');
  await expect(blockTitles(page)).toHaveText(['Tappa 1', 'Tappa 2', 'Galleria fotografica', 'Date e orari']);

  // French: copied from English, only some fields.
  await switchTo(page, 'Francese');
  await page.getByRole('button', { name: 'Copia dal contenuto in Inglese' }).click();
  const copy = page.getByRole('dialog', { name: /Copia dal contenuto in Inglese/ });
  await expect(copy.getByRole('checkbox', { name: 'Titolo', exact: true })).toBeChecked();
  await copy.getByRole('checkbox', { name: 'Tappa 2', exact: true }).uncheck();
  await shot(page, 'editor-copy-language');
  await copy.getByRole('button', { name: 'Copia i campi scelti' }).click();
  const fr = langBlock(page, 'Francese');
  await expect(fr.getByRole('textbox', { name: /^Titolo/ }).first()).toHaveValue('The Chianti hills');
  await expect(block(page, 'Tappa 1').getByLabel('Titolo', { exact: true })).toHaveValue(
    'From Greve to Panzano',
  );
  await expect(block(page, 'Tappa 2').getByLabel('Titolo', { exact: true })).toHaveValue('');
  await fr
    .getByRole('textbox', { name: /^Titolo/ })
    .first()
    .fill('Les collines du Chianti');

  // Save: the address becomes the content's.
  await saveAndWait(page);
  await expect(page).toHaveURL(/\/content\/edit\/\d+$/);
  contentUrl = new URL(page.url()).pathname;
  await expect(actions(page).getByText('Tutte le modifiche sono salvate')).toBeVisible();

  // Reload: everything is there, in every language.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifica contenuto: Itinerario' })).toBeVisible();
  await expect(
    langBlock(page, 'Italiano')
      .getByRole('textbox', { name: /^Titolo/ })
      .first(),
  ).toHaveValue('Le colline del Chianti');
  await expect(blockTitles(page)).toHaveText(['Tappa 1', 'Tappa 2', 'Galleria fotografica', 'Date e orari']);
  await expect(block(page, 'Tappa 2').getByLabel('Titolo', { exact: true })).toHaveValue(
    'Da Panzano a Radda',
  );
  await expect(block(page, 'Galleria fotografica').getByLabel('Titolo', { exact: true })).toHaveValue(
    'Foto del percorso',
  );
  await expect(block(page, 'Date e orari')).toContainText(/lun/i);
  await switchTo(page, 'Inglese');
  await expect(block(page, 'Tappa 2').getByLabel('Titolo', { exact: true })).toHaveValue(
    'From Panzano to Radda',
  );
  // The dates are the same in every language.
  await expect(block(page, 'Date e orari')).toContainText(/lun/i);
  await shot(page, 'editor-en-1440');
  await sideMenuShot(page, 'editor-side-menu-1440');
  await switchTo(page, 'Francese');
  await expect(
    langBlock(page, 'Francese')
      .getByRole('textbox', { name: /^Titolo/ })
      .first(),
  ).toHaveValue('Les collines du Chianti');
  await shot(page, 'editor-fr-1440');

  // Reorder with the keyboard: the gallery goes up before the second stage, in every language.
  await switchTo(page, 'Italiano');
  const handle = page.getByRole('button', { name: 'Sposta Galleria fotografica' });
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit measures the blocks once the drag starts, and moves by one block per arrow.
  await expect(page.getByText('Galleria fotografica è in posizione 3 di 4.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Galleria fotografica è in posizione 2 di 4.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Galleria fotografica lasciato in posizione 2 di 4.')).toBeAttached();
  await expect(blockTitles(page)).toHaveText(['Tappa 1', 'Galleria fotografica', 'Tappa 2', 'Date e orari']);
  await saveAndWait(page);
  await page.reload();
  await expect(blockTitles(page)).toHaveText(['Tappa 1', 'Galleria fotografica', 'Tappa 2', 'Date e orari']);
  await switchTo(page, 'Inglese');
  await expect(blockTitles(page)).toHaveText(['Tappa 1', 'Galleria fotografica', 'Tappa 2', 'Date e orari']);

  // Publication asks for every required field: the banner lists them per language.
  await actions(page).getByRole('button', { name: 'Invia in validazione', exact: true }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Solo per la pubblicazione' });
  await expect(banner).toContainText('Attenzione');
  await expect(banner).toContainText(
    'Compila i seguenti campi per procedere con la richiesta di pubblicazione:',
  );
  await expect(banner.getByRole('heading', { name: 'Inglese' })).toBeVisible();
  // And the template's error label in a snackbar (spec 1 §4, §8).
  await expect(page.getByRole('alert').filter({ hasText: 'Controlla i campi evidenziati.' })).toBeVisible();
  await shot(page, 'editor-banner-1440');
  await banner.getByRole('button', { name: 'Vai al campo Difficoltà (Inglese)' }).click();
  await expect(langBlock(page, 'Inglese')).toBeVisible();

  // The tablet width the offices use.
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, 'editor-en-1024');
  await sideMenuShot(page, 'editor-side-menu-1024');
  await switchTo(page, 'Italiano');
  await shot(page, 'editor-it-1024');

  // ?lang= opens a language (its last two characters).
  await page.goto(`${contentUrl}?lang=lang-fr`);
  await expect(langBlock(page, 'Francese')).toBeVisible();

  // Delete the French version.
  await page.getByRole('button', { name: 'Elimina lingua' }).click();
  const remove = page.getByRole('dialog', { name: 'Elimina lingue' });
  await expect(remove.getByRole('button', { name: 'Elimina' })).toBeDisabled();
  await remove.getByRole('checkbox', { name: 'Francese' }).check();
  await remove.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Lingue eliminate')).toBeVisible();
  await expect(languages(page).getByRole('button', { name: /Francese/ })).toContainText('non attiva');
  await expect(languages(page).getByRole('button', { name: /Inglese/ })).not.toContainText('non attiva');
});

test('a second session meets the lock; a reviewer takes over and the first editor keeps its text', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  expect(contentUrl, 'the first journey saved a content').not.toBe('');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'redattore');
  // A fake clock: the heartbeat's 20 seconds pass at once below.
  await page.clock.install();
  await page.goto(contentUrl);
  const it = langBlock(page, 'Italiano');
  await expect(it).toBeVisible();

  // A colleague of the same office: the locked screen.
  const other = await newContext(browser, 'referente');
  await other.page.goto(contentUrl);
  await expect(other.page.getByRole('heading', { name: 'Contenuto in modifica' })).toBeVisible();
  await expect(other.page.getByText(/Il contenuto è in modifica da/)).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Aggiorna' })).toBeVisible();
  await expect(other.page.getByRole('link', { name: 'Vai ai contenuti' })).toBeVisible();
  await shot(other.page, 'editor-locked');
  await other.context.close();

  // The first editor types without saving.
  await it
    .getByRole('textbox', { name: /^Titolo/ })
    .first()
    .fill('Le colline del Chianti (bozza)');

  // The reviewer takes it over.
  const reviewer = await newContext(browser, 'revisore');
  await reviewer.page.goto(contentUrl);
  await expect(reviewer.page.getByRole('heading', { name: 'Contenuto in modifica' })).toBeVisible();
  await reviewer.page.getByRole('button', { name: 'Prendi in carico' }).click();
  await reviewer.page.getByRole('alertdialog').getByRole('button', { name: 'Conferma' }).click();
  await expect(langBlock(reviewer.page, 'Italiano')).toBeVisible();

  // At its next heartbeat the first editor is told, switched to read-only, its text still there.
  await page.clock.fastForward(21_000);
  await expect(page.getByText('Contenuto preso in carico da un altro utente')).toBeVisible();
  await expect(it.getByRole('textbox', { name: /^Titolo/ }).first()).toHaveValue(
    'Le colline del Chianti (bozza)',
  );
  await expect(actions(page).getByRole('button', { name: 'Salva', exact: true })).toBeDisabled();
  await expect(actions(page)).toContainText(
    'Le modifiche non salvate sono conservate nel tuo salvataggio automatico.',
  );
  await shot(page, 'editor-taken-over');
  // The reviewer goes back to the contents: the editor gives the lock back, and the next journey
  // finds the content free. Closing the window gives it back too, but as the window goes, so
  // once after the next journey had opened the content (locked by the reviewer, in CI).
  const released = reviewer.page.waitForResponse(
    (r) => r.url().includes('/api/content/lock') && (r.request().postData() ?? '').includes('"release"'),
  );
  await reviewer.page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Contenuti' })
    .click();
  expect((await released).ok()).toBe(true);
  await reviewer.context.close();
});

test("reopened in a new tab, the editor goes on at once; the first tab's unsaved text is offered back", async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(contentUrl, 'the first journey saved a content').not.toBe('');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'redattore');
  // Fake clocks: the heartbeats' 20 seconds pass at once below.
  await page.clock.install();
  await page.goto(contentUrl);
  const first = langBlock(page, 'Italiano');
  await expect(first).toBeVisible();
  const title = (p: Page) =>
    langBlock(p, 'Italiano')
      .getByRole('textbox', { name: /^Titolo/ })
      .first();
  await title(page).fill('Le colline del Chianti (prima scheda)');

  // The same content in a new tab (its own session): editable at once, no "in modifica da" oneself.
  const tab = await page.context().newPage();
  await tab.setViewportSize({ width: 1280, height: 800 });
  await tab.clock.install();
  await tab.goto(contentUrl);
  await expect(langBlock(tab, 'Italiano')).toBeVisible();
  await expect(tab.getByRole('heading', { name: 'Contenuto in modifica' })).toHaveCount(0);
  await expect(
    tab.getByText(/^Il contenuto era aperto in un’altra tua scheda o sessione: ora prosegui qui\./),
  ).toBeVisible();
  await expect(actions(tab).getByRole('button', { name: 'Salva', exact: true })).toBeEnabled();

  // The first tab learns it at its heartbeat; what it had typed is kept aside, not lost.
  await page.clock.fastForward(21_000);
  await expect(page.getByText('Contenuto aperto in un’altra scheda')).toBeVisible();
  await expect(actions(page)).toContainText(
    'Le modifiche non salvate sono conservate nel tuo salvataggio automatico.',
  );
  await expect(actions(page).getByRole('button', { name: 'Salva', exact: true })).toBeDisabled();
  await shot(page, 'editor-moved-away');

  // The new tab is offered that text at its heartbeat, and takes it.
  await tab.clock.fastForward(21_000);
  const offer = tab.getByRole('alert').filter({ hasText: 'Modifiche non salvate di un’altra scheda' });
  await expect(offer).toBeVisible();
  await shot(tab, 'editor-kept-offer-1280');
  await tab.setViewportSize({ width: 1024, height: 768 });
  await shot(tab, 'editor-kept-offer-1024');
  await offer.getByRole('button', { name: 'Recupera' }).click();
  await expect(title(tab)).toHaveValue('Le colline del Chianti (prima scheda)');
  await expect(offer).toHaveCount(0);
  await actions(tab).getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(tab.getByText('Contenuto salvato')).toBeVisible();
  await tab.reload();
  await expect(title(tab)).toHaveValue('Le colline del Chianti (prima scheda)');
  await tab.close();
});

test('autosave keeps a new content and the text typed before leaving', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, 'redattore');
  const typeId = await typeIdOf(page, 'evento');
  // A fake clock: the autosave's 30 seconds pass at once below.
  await page.clock.install();
  await page.goto(`${APP}/content/create/${typeId}`);
  const it = langBlock(page, 'Italiano');
  const title = it.getByRole('textbox', { name: /^Nome dell'evento/ }).first();
  await title.fill('Sagra del tartufo');
  await expect(actions(page).getByText('Modifiche non salvate')).toBeVisible();

  // 30 seconds after the last change the content is saved in the background: it gets its address
  // without leaving the page.
  await page.clock.fastForward(31_000);
  await expect(actions(page).getByText(/^Salvataggio automatico alle \d{1,2}\.\d{2}$/)).toBeVisible();
  await expect(page).toHaveURL(/\/content\/edit\/\d+$/);
  const url = new URL(page.url()).pathname;
  await expect(title).toHaveValue('Sagra del tartufo');

  // More text, then away through the menu: the app asks, and the last text goes to the autosave.
  await title.fill('Sagra del tartufo bianco');
  await page.getByRole('button', { name: 'Apri menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Contenuti' })
    .click();
  const leave = page.getByRole('alertdialog', { name: 'Lasciare la pagina' });
  await expect(leave).toContainText('Sei sicuro di voler lasciare la pagina?');
  await leave.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/content$/);

  // Back in the editor: the autosave comes back, and says so.
  await page.goto(url);
  await expect(page.getByText(/Stai vedendo il tuo salvataggio automatico/)).toBeVisible();
  await expect(
    langBlock(page, 'Italiano')
      .getByRole('textbox', { name: /^Nome dell'evento/ })
      .first(),
  ).toHaveValue('Sagra del tartufo bianco');
});
