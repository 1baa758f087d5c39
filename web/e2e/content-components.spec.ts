import sharp from 'sharp';
import type { Browser, Locator, Page } from '@playwright/test';
import { pdfFile } from '../../server/test/sample-pdf';
import { expect as baseExpect, RUN, signIn, test, visitScreen } from './support/fixtures';

/**
 * Every component type of the content editor (spec 1 §3 "Component types", §5 validation, §8, §9)
 * in new contents of the seeded types, at the 1024 px tablet width the offices use: texts with
 * their counters and rules, the select, the tag checklist at its maximum with a tag that asks
 * first, rich text (toolbar and the paste filter), images and documents from the media library
 * (the limit message, positions), dynamic entries, paragraph, stages, gallery, video, social,
 * read-only values; then the same components read-only after a reviewer takes the content over.
 */

const APP = '/app/make-iat';
// Long journeys on a busy machine: each step may wait a little longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ mode: 'serial' });

const file = (prefix: string, i: number) => `${prefix}-${RUN}-${i}.png`;
const doc = (name: string) => `${name}-${RUN}.pdf`;

// ---------------------------------------------------------------------------------------------
// Helpers

async function tablet(page: Page) {
  await page.setViewportSize({ width: 1024, height: 768 });
}

/**
 * Opens a new content of a seeded type (by code): contents from the content list's tiles, guides
 * and reports from their list's add button.
 */
async function openNew(
  page: Page,
  code: string,
  heading: string,
  family: 'content' | 'guide' | 'report' = 'content',
) {
  let id: number | null | undefined;
  if (family === 'content') {
    const reply = await page.request.get('/api/content-list.json?env=make-iat');
    expect(reply.ok(), await reply.text()).toBe(true);
    const tiles = (await reply.json()).data.tiles as { id: number; filter: { value: string } }[];
    id = tiles.find((t) => t.filter.value === code)?.id;
  } else {
    const reply = await page.request.get(`/api/${family}-list.json?env=make-iat&guideType=${code}`);
    expect(reply.ok(), await reply.text()).toBe(true);
    id = (await reply.json()).data.contentTypeId as number | null;
  }
  expect(id, `type ${code}`).toBeTruthy();
  await page.goto(`${APP}/${family}/create/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const it = page.getByRole('region', { name: 'Contenuto in Italiano', exact: true });
  await expect(it).toBeVisible();
  return it;
}

/** A small real PNG, different for every hue. */
async function photo(name: string, hue: number) {
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 140, b: 255 - hue } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function csrf(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sportello_csrf');
  return { 'x-csrf-token': cookie?.value ?? '' };
}

/** Puts files in the editor's media library through the API (the picker's upload is the media journey's). */
async function uploadImages(page: Page, prefix: string, count: number) {
  const headers = await csrf(page);
  for (let i = 1; i <= count; i++) {
    const reply = await page.request.post('/api/media/image?env=make-iat', {
      headers,
      multipart: { file: await photo(file(prefix, i), (i * 37) % 255) },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
    const item = (await reply.json()).data.data as { id: number };
    const meta = await page.request.put(`/api/media/${item.id}.json?env=make-iat`, {
      headers,
      data: { texts: { it: { alt: `Vista ${prefix} ${i}`, caption: '' } }, copyright: 'Foto APT Toscana' },
    });
    expect(meta.ok(), await meta.text()).toBe(true);
  }
}

async function uploadDocument(page: Page, name: string) {
  const reply = await page.request.post('/api/media/document?env=make-iat', {
    headers: await csrf(page),
    multipart: { file: { name: doc(name), mimeType: 'application/pdf', buffer: pdfFile() } },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** The library item's name as the picker shows it (the upload's name without extension, or with it). */
const itemName = (name: string) => new RegExp(`${name.replace(/\.\w+$/, '').replace(/[-.]/g, '.')}`);

async function pickOne(page: Page, trigger: Locator, dialogName: string, name: string) {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: new RegExp(`^Scegli ${itemName(name).source}`) }).click();
  await expect(dialog).toBeHidden();
}

async function pickMany(page: Page, trigger: Locator, names: string[]) {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Scegli le immagini' });
  for (const name of names)
    await dialog.getByRole('checkbox', { name: new RegExp(`^Seleziona ${itemName(name).source}`) }).click();
  await dialog.getByRole('button', { name: 'Inserisci' }).click();
  await expect(dialog).toBeHidden();
}

async function addBlock(page: Page, kind: RegExp) {
  await page.getByRole('button', { name: 'Aggiungi elemento', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi un nuovo elemento' });
  await dialog.getByRole('button', { name: kind }).click();
  await expect(dialog).toBeHidden();
}

const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Pastes HTML into a rich-text box as the browser's clipboard would. */
async function pasteHtml(editor: Locator, html: string) {
  await editor.click();
  await editor.evaluate((el, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/html', data);
    transfer.setData('text/plain', data.replace(/<[^>]+>/g, ''));
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** The whole page pictured from the top (a full-page picture of a scrolled page shifts its layers). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await visitScreen(page, name);
}

async function saveAndWait(page: Page) {
  await page
    .getByRole('region', { name: 'Azioni' })
    .getByRole('button', { name: 'Salva', exact: true })
    .click();
  await expect(page.getByText('Contenuto salvato')).toBeVisible();
}

let itineraryUrl = '';

// ---------------------------------------------------------------------------------------------

test('an itinerary: texts, select, images, rich text, document, tags, stage, paragraph, video', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await tablet(page);
  await signIn(page, 'redattore');
  await uploadImages(page, 'colline', 3);
  await uploadDocument(page, 'traccia-chianti');
  const it = await openNew(page, 'itinerario', 'Nuovo contenuto: Itinerario');

  // Title (a section heading), Divider, Hidden.
  await expect(it.getByRole('heading', { level: 3, name: 'Informazioni generali' })).toBeVisible();
  await expect(it.getByRole('separator').first()).toBeAttached();
  await expect(it.getByText('Codice interno')).toHaveCount(0);
  await expect(it.getByText('Massimo giorni consigliati')).toHaveCount(0);

  // String: counter when a max exists; min on blur with the validator's own message.
  const title = it.getByRole('textbox', { name: 'Titolo', exact: true }).first();
  await title.fill('Le');
  await title.press('Tab');
  await expect(it.getByText('Il titolo deve avere almeno 3 caratteri')).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(it.getByText('2/120 caratteri')).toBeVisible();
  await title.fill('Le colline del Chianti');
  await expect(it.getByText('22/120 caratteri')).toBeVisible();
  await expect(it.getByText('Il titolo deve avere almeno 3 caratteri')).toHaveCount(0);

  // lt against the hidden maximum (30 days); regex on a number.
  const days = it.getByRole('textbox', { name: 'Durata (giorni)' });
  await days.fill('40');
  await days.press('Tab');
  await expect(it.getByText('La durata non può superare il massimo di giorni')).toBeVisible();
  await days.fill('3');
  await expect(it.getByText('La durata non può superare il massimo di giorni')).toHaveCount(0);
  const km = it.getByRole('textbox', { name: 'Lunghezza (km)' });
  await km.fill('dodici');
  await km.press('Tab');
  await expect(it.getByText('Inserisci un numero (es. 12 o 12,5)')).toBeVisible();
  await km.fill('42,5');
  await expect(it.getByText('Inserisci un numero (es. 12 o 12,5)')).toHaveCount(0);
  await it
    .getByRole('group', { name: 'Punto di partenza' })
    .getByRole('combobox', { name: 'Indirizzo' })
    .fill('Piazza Matteotti, Greve in Chianti');

  // Select: the required message, then a choice.
  const difficulty = it.getByRole('combobox', { name: 'Difficoltà' });
  await difficulty.focus();
  await difficulty.press('Tab');
  await expect(it.getByText('Scegli la difficoltà')).toBeVisible();
  await difficulty.click();
  await page.getByRole('option', { name: 'Media' }).click();
  await expect(difficulty).toHaveText('Media');
  await expect(it.getByText('Scegli la difficoltà')).toHaveCount(0);

  // Image (single): picked from the library, an 80×80 thumbnail with alt text and copyright.
  await pickOne(
    page,
    it.getByRole('button', { name: 'Scegli immagine: Immagine principale' }),
    "Scegli un'immagine",
    file('colline', 1),
  );
  const cover = it.getByRole('group', { name: 'Immagine principale' });
  await expect(cover.getByRole('img', { name: 'Vista colline 1' })).toBeVisible();
  await expect(cover.getByText('© Foto APT Toscana')).toBeVisible();
  const box = await cover.getByRole('img', { name: 'Vista colline 1' }).boundingBox();
  expect(Math.round(box!.width)).toBe(80);
  expect(Math.round(box!.height)).toBe(80);
  await expect(it.getByRole('button', { name: 'Cambia immagine: Immagine principale' })).toBeVisible();

  // Text: toolbar bold, italic, underline, lists, link; the counter counts plain text.
  const abstract = it.getByRole('textbox', { name: 'Breve descrizione', exact: true });
  const toolbar = it.getByRole('toolbar', { name: 'Formattazione: Breve descrizione' });
  await abstract.click();
  await page.keyboard.type('Vigne e pievi ');
  await toolbar.getByRole('button', { name: 'Grassetto' }).click();
  await expect(toolbar.getByRole('button', { name: 'Grassetto' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('romaniche');
  await toolbar.getByRole('button', { name: 'Grassetto' }).click();
  await toolbar.getByRole('button', { name: 'Corsivo' }).click();
  await page.keyboard.type(' tra i borghi');
  await toolbar.getByRole('button', { name: 'Corsivo' }).click();
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Elenco puntato' }).click();
  await page.keyboard.type('Greve');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Radda');
  await expect(abstract.locator('strong')).toHaveText('romaniche');
  await expect(abstract.locator('em')).toHaveText(' tra i borghi');
  await expect(abstract.locator('ul > li')).toHaveText(['Greve', 'Radda']);
  // "Vigne e pievi romaniche tra i borghi" + "Greve" + "Radda": 36 + 5 + 5 characters.
  await expect(it.getByText('46/400 caratteri')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await toolbar.getByRole('button', { name: 'Collegamento' }).click();
  const link = page.getByRole('textbox', { name: 'Indirizzo del collegamento' });
  await link.fill('https://www.visittuscany.com');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(abstract.locator('a[href="https://www.visittuscany.com"]').first()).toBeVisible();

  // Paste: only p, br, b, i, u, ul, ol, li, a, strong survive; the rest becomes plain text.
  const description = it.getByRole('textbox', { name: 'Descrizione', exact: true });
  await pasteHtml(
    description,
    '<h1>Il Chianti</h1><p><span style="color:red;font-size:40px">Colline</span> e <b>cantine</b>' +
      '<script>alert("x")</script></p><p><a href="javascript:alert(1)">link cattivo</a> ' +
      '<a href="https://www.comune.greve-in-chianti.fi.it" onclick="alert(2)">sito del comune</a></p>' +
      '<table><tr><td>cella</td></tr></table><img src="https://example.com/x.png" alt="x">',
  );
  await expect(description).toContainText('Il Chianti');
  const pasted = await description.innerHTML();
  expect(pasted).not.toMatch(/<h1|<span|style=|<script|alert|javascript:|onclick|<table|<td|<img/);
  expect(pasted).toContain('<p>Il Chianti</p>');
  expect(pasted).toContain('<strong>cantine</strong>');
  expect(pasted).toMatch(
    /<a [^>]*href="https:\/\/www\.comune\.greve-in-chianti\.fi\.it"[^>]*>sito del comune<\/a>/,
  );
  expect(pasted).toContain('link cattivo');
  expect(pasted).toContain('cella');
  await expect(it.getByText(/^\d+ caratteri \(almeno 80\)$/)).toBeVisible();
  await description.press('ControlOrMeta+End');
  await page.keyboard.type(' Tre giorni tra vigne, pievi romaniche e borghi di pietra, da Greve a Radda.');
  await expect(it.getByText(/^\d+ caratteri \(almeno 80\)$/)).toHaveCSS('color', 'rgb(79, 91, 97)');

  // Document: name, type and size.
  await pickOne(
    page,
    it.getByRole('button', { name: 'Scegli documento: Traccia GPX o KML' }),
    'Scegli un documento',
    doc('traccia-chianti'),
  );
  const track = it.getByRole('group', { name: 'Traccia GPX o KML' });
  await expect(track.getByText(/traccia.chianti/)).toBeVisible();
  await expect(track.getByText(/^PDF · \d/)).toBeVisible();

  // Tag checklist: at most 3 themes ("In evidenza" does not count), "Accessibile" asks first.
  const themes = page.getByRole('group', { name: 'Temi', exact: true });
  await themes.getByRole('checkbox', { name: 'Arte e cultura' }).check();
  await themes.getByRole('checkbox', { name: 'Natura' }).check();
  await themes.getByRole('checkbox', { name: 'Accessibile' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Accessibile' });
  await expect(ask).toContainText('Confermi che il percorso è accessibile a persone con disabilità motoria?');
  await ask.getByRole('button', { name: 'Annulla' }).click();
  await expect(themes.getByRole('checkbox', { name: 'Accessibile' })).not.toBeChecked();
  await themes.getByRole('checkbox', { name: 'Accessibile' }).click();
  await page
    .getByRole('alertdialog', { name: 'Accessibile' })
    .getByRole('button', { name: 'Conferma' })
    .click();
  await expect(themes.getByRole('checkbox', { name: 'Accessibile' })).toBeChecked();
  await expect(themes.getByText(/Scelti 3 su 3/)).toBeVisible();
  for (const other of ['Enogastronomia', 'Borghi', 'Mare', 'Famiglie'])
    await expect(themes.getByRole('checkbox', { name: other })).toBeDisabled();
  await expect(themes.getByRole('checkbox', { name: /In evidenza/ })).toBeEnabled();
  await themes.getByRole('checkbox', { name: /In evidenza/ }).check();
  await expect(themes.getByText(/Scelti 3 su 3/)).toBeVisible();
  await shot(page, 'content-components-tags');
  await themes.getByRole('checkbox', { name: 'Natura' }).uncheck();
  await expect(themes.getByRole('checkbox', { name: 'Borghi' })).toBeEnabled();
  await expect(themes.getByText('Scelti 2 su 3')).toBeVisible();

  // The town: any of Italy's municipalities (Tuscany's 273 among them), searched as the form
  // engine's async select does, from three letters.
  const town = page.getByRole('combobox', { name: 'Comune' });
  await town.fill('Ab');
  await expect(page.getByText('Scrivi almeno 3 caratteri')).toBeVisible();
  await town.fill('Abbadia San');
  await page.getByRole('option', { name: 'Abbadia San Salvatore (SI)' }).click();
  await expect(town).toHaveValue('Abbadia San Salvatore (SI)');
  await shot(page, 'content-components-comune');

  // Checkbox.
  const families = page.getByRole('checkbox', { name: 'Adatto alle famiglie con bambini' });
  await families.check();
  await expect(families).toBeChecked();

  // Stage: the marker the editor gives, eyelet, title, text and images.
  const stage = block(page, 'Tappa 1');
  await expect(stage.getByText('Tappa 1', { exact: true }).last()).toBeVisible();
  await stage.getByRole('textbox', { name: 'Occhiello' }).fill('Giorno 1');
  await stage.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Da Greve a Panzano');
  await stage.getByRole('textbox', { name: 'Testo', exact: true }).click();
  await page.keyboard.type('Una salita tra i vigneti fino alla pieve di San Leolino.');
  await pickMany(page, stage.getByRole('button', { name: 'Aggiungi immagini: Tappa, immagini' }), [
    file('colline', 2),
    file('colline', 3),
  ]);
  await expect(stage.getByRole('img', { name: /^Vista colline [23]$/ })).toHaveCount(2);

  // Paragraph: numbered, title, text, one image.
  await addBlock(page, /^Paragrafo/);
  const paragraph = block(page, 'Paragrafo');
  await paragraph.getByRole('switch', { name: 'Paragrafo numerato' }).check();
  await paragraph.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Dove mangiare');
  await paragraph.getByRole('textbox', { name: 'Testo', exact: true }).click();
  await page.keyboard.type('Trattorie e enoteche lungo il percorso.');
  await pickOne(
    page,
    paragraph.getByRole('button', { name: 'Scegli immagine: Paragrafo, immagine' }),
    "Scegli un'immagine",
    file('colline', 2),
  );
  await expect(paragraph.getByRole('img', { name: 'Vista colline 2' })).toBeVisible();

  // Video: a YouTube or Vimeo address (or https), shown as a link.
  await addBlock(page, /^Video/);
  const video = block(page, 'Video');
  await video.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Il Chianti dal drone');
  const url = video.getByRole('textbox', { name: 'Indirizzo del video' });
  await url.fill('ftp://video.example/chianti');
  await url.press('Tab');
  await expect(
    video.getByText('Inserisci un link di YouTube o di Vimeo, oppure un indirizzo che inizi con https://'),
  ).toBeVisible();
  await url.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(video.getByRole('link', { name: 'Apri il video su YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );

  // A point of interest (PIStage) after the stage takes the next number.
  await addBlock(page, /^Punto di interesse/);
  await expect(block(page, 'Punto di interesse 2')).toBeVisible();

  await shot(page, 'content-components-itinerario');

  // Saved and read again.
  await saveAndWait(page);
  await expect(page).toHaveURL(/\/content\/edit\/\d+$/);
  itineraryUrl = new URL(page.url()).pathname;
  await page.reload();
  const again = page.getByRole('region', { name: 'Contenuto in Italiano', exact: true });
  await expect(again.getByRole('textbox', { name: 'Titolo', exact: true }).first()).toHaveValue(
    'Le colline del Chianti',
  );
  await expect(again.getByRole('combobox', { name: 'Difficoltà' })).toHaveText('Media');
  await expect(again.getByRole('group', { name: 'Immagine principale' }).getByRole('img')).toHaveAttribute(
    'alt',
    'Vista colline 1',
  );
  await expect(
    again.getByRole('textbox', { name: 'Breve descrizione', exact: true }).locator('strong'),
  ).toHaveText('romaniche');
  await expect(
    page.getByRole('group', { name: 'Temi', exact: true }).getByRole('checkbox', { name: 'Accessibile' }),
  ).toBeChecked();
  await expect(block(page, 'Tappa 1').getByRole('img')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Comune' })).toHaveValue('Abbadia San Salvatore (SI)');
  await expect(block(page, 'Video').getByRole('textbox', { name: 'Indirizzo del video' })).toHaveValue(
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );
});

test('a translation whose Italian text changed afterwards says "da aggiornare"', async ({ page }) => {
  test.setTimeout(180_000);
  expect(itineraryUrl, 'the itinerary journey saved a content').not.toBe('');
  await tablet(page);
  await signIn(page, 'redattore');
  await page.goto(itineraryUrl);
  const languages = page.getByRole('navigation', { name: 'Lingue' });
  await languages.getByRole('button', { name: /Inglese/ }).click();
  await page.getByRole('button', { name: 'Copia dal contenuto in Italiano' }).click();
  await page
    .getByRole('dialog', { name: /Copia dal contenuto in Italiano/ })
    .getByRole('button', { name: 'Copia i campi scelti' })
    .click();
  const en = page.getByRole('region', { name: 'Contenuto in Inglese', exact: true });
  await en.getByRole('textbox', { name: 'Titolo', exact: true }).first().fill('The Chianti hills');
  await expect(en.getByText('da aggiornare')).toHaveCount(0);
  await saveAndWait(page);

  // The Italian title changes: the English one is behind it.
  await languages.getByRole('button', { name: /Italiano/ }).click();
  const it = page.getByRole('region', { name: 'Contenuto in Italiano', exact: true });
  await it
    .getByRole('textbox', { name: 'Titolo', exact: true })
    .first()
    .fill('Le colline del Chianti classico');
  await saveAndWait(page);
  await page.reload();
  await languages.getByRole('button', { name: /Inglese/ }).click();
  const chip = en.getByText('da aggiornare');
  await expect(chip).toHaveCount(1);
  await chip.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Il testo italiano è cambiato dopo questa traduzione');
  await shot(page, 'content-components-outdated');
});

test('a proposal: dynamic contacts, price limits, a proposal stage with vehicle, distance, track and places', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await tablet(page);
  await signIn(page, 'redattore');
  const it = await openNew(page, 'proposta', 'Nuovo contenuto: Proposta di viaggio');

  // lt between two prices.
  const from = it.getByRole('textbox', { name: 'Prezzo da (€)' });
  await it.getByRole('textbox', { name: 'Prezzo fino a (€)' }).fill('80');
  await from.fill('100');
  await from.press('Tab');
  await expect(it.getByText('Il prezzo minimo non può superare il prezzo massimo')).toBeVisible();
  await from.fill('60');
  await expect(it.getByText('Il prezzo minimo non può superare il prezzo massimo')).toHaveCount(0);
  await it.getByRole('checkbox', { name: 'Disponibile solo su richiesta' }).check();

  // Dynamic: starts with one entry that cannot be removed; regex after the entry's first blur.
  const contacts = it.getByRole('group', { name: 'Contatti' });
  const first = contacts.getByRole('group', { name: 'Elemento 1' });
  await expect(contacts.getByRole('group', { name: /^Elemento \d$/ })).toHaveCount(1);
  await expect(first.getByRole('button', { name: 'Rimuovi elemento 1' })).toBeDisabled();
  await first.getByRole('textbox', { name: 'Nome' }).fill('Ufficio turistico');
  await first.getByRole('textbox', { name: 'Telefono' }).fill('abc');
  await expect(first.getByText('Telefono non valido')).toHaveCount(0);
  await first.getByRole('textbox', { name: 'E-mail' }).click();
  await expect(first.getByText('Telefono non valido')).toHaveCount(0); // still inside the entry
  await contacts.getByRole('button', { name: 'Aggiungi: Contatti' }).focus();
  await expect(first.getByText('Telefono non valido')).toBeVisible();
  await expect(contacts.getByText('Indica almeno un telefono o una e-mail')).toHaveCount(0);
  await first.getByRole('textbox', { name: 'Telefono' }).fill('055 123456');
  await expect(first.getByText('Telefono non valido')).toHaveCount(0);
  await contacts.getByRole('button', { name: 'Aggiungi: Contatti' }).click();
  const second = contacts.getByRole('group', { name: 'Elemento 2' });
  await expect(second.getByRole('textbox', { name: 'Nome' })).toBeFocused();
  await second.getByRole('textbox', { name: 'Nome' }).fill('Agenzia Chianti Viaggi');
  await second.getByRole('textbox', { name: 'E-mail' }).fill('info@');
  await contacts.getByRole('button', { name: 'Aggiungi: Contatti' }).focus();
  await expect(second.getByText('E-mail non valida')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Rimuovi elemento 1' })).toBeEnabled();
  await contacts.getByRole('button', { name: 'Aggiungi: Contatti' }).click();
  await expect(contacts.getByRole('group', { name: /^Elemento \d$/ })).toHaveCount(3);
  await contacts.getByRole('button', { name: 'Rimuovi elemento 3' }).click();
  await expect(contacts.getByRole('group', { name: /^Elemento \d$/ })).toHaveCount(2);
  await second.getByRole('textbox', { name: 'E-mail' }).fill('info@chiantiviaggi.it');
  await expect(second.getByText('E-mail non valida')).toHaveCount(0);

  // Proposal stage: duration, vehicle, distance (Italian decimals), track, places.
  await uploadDocument(page, 'traccia-giorno-1');
  const stage = block(page, 'Tappa della proposta 1');
  await expect(stage.getByText('Tappa 1', { exact: true })).toBeVisible();
  await stage.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Da Firenze a Greve');
  await stage.getByRole('textbox', { name: 'Durata' }).fill('3 ore');
  await stage.getByRole('combobox', { name: 'Mezzo' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Nessuna scelta',
    'A piedi',
    'In bici',
    'In auto',
    'In treno',
    'In autobus',
    'In barca',
  ]);
  await page.getByRole('option', { name: 'In bici' }).click();
  await expect(stage.getByRole('combobox', { name: 'Mezzo' })).toHaveText('In bici');
  const distance = stage.getByRole('textbox', { name: 'Distanza (km)' });
  await distance.fill('dodici');
  await expect(stage.getByText('Inserisci un numero (es. 12 o 12,5)')).toBeVisible();
  await distance.fill('32,5');
  await expect(stage.getByText('Inserisci un numero (es. 12 o 12,5)')).toHaveCount(0);
  await pickOne(
    page,
    stage.getByRole('button', { name: 'Scegli documento: Tappa della proposta, traccia kml o gpx' }),
    'Scegli un documento',
    doc('traccia-giorno-1'),
  );
  await expect(stage.getByRole('group', { name: 'Traccia KML o GPX' }).getByText(/^PDF · /)).toBeVisible();
  const places = stage.getByRole('group', { name: 'Luoghi della tappa' });
  await expect(places.getByText('Nessun luogo aggiunto.')).toBeVisible();
  await places.getByRole('button', { name: 'Aggiungi luogo' }).click();
  await places.getByRole('button', { name: 'Aggiungi luogo' }).click();
  await expect(places.getByRole('group', { name: /^Luogo \d$/ })).toHaveCount(2);
  await places
    .getByRole('group', { name: 'Luogo 1' })
    .getByRole('combobox', { name: 'Indirizzo' })
    .fill('Piazza Matteotti, Greve in Chianti');
  await places.getByRole('button', { name: 'Rimuovi luogo 2' }).click();
  await expect(places.getByRole('group', { name: /^Luogo \d$/ })).toHaveCount(1);
  await shot(page, 'content-components-proposta');
});

test('a bike itinerary: bike stage with distance and track, bike types, a gallery', async ({ page }) => {
  test.setTimeout(180_000);
  await tablet(page);
  await signIn(page, 'redattore');
  await uploadImages(page, 'strade-bianche', 3);
  const it = await openNew(page, 'itinerario_bike', 'Nuovo contenuto: Itinerario in bici');

  // A checklist with only a minimum: nothing is ever disabled.
  const bikes = it.getByRole('group', { name: 'Bici adatte' });
  for (const b of ['Bici da strada', 'Gravel', 'Mountain bike', 'E-bike'])
    await bikes.getByRole('checkbox', { name: b }).check();
  for (const b of ['Bici da strada', 'Gravel', 'Mountain bike', 'E-bike'])
    await expect(bikes.getByRole('checkbox', { name: b })).toBeEnabled();

  const stage = block(page, 'Tappa in bici 1');
  await stage.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Le strade bianche di Gaiole');
  await stage.getByRole('textbox', { name: 'Distanza (km)' }).fill('48,2');
  await expect(
    stage.getByRole('button', { name: 'Scegli documento: Tappa in bici, traccia kml o gpx' }),
  ).toBeVisible();

  await addBlock(page, /^Galleria fotografica/);
  const gallery = block(page, 'Galleria fotografica');
  await gallery.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Sullo sterrato');
  await pickMany(
    page,
    gallery.getByRole('button', { name: 'Aggiungi immagini: Galleria fotografica, immagini' }),
    [file('strade-bianche', 1), file('strade-bianche', 2), file('strade-bianche', 3)],
  );
  await expect(gallery.getByRole('img')).toHaveCount(3);
  await gallery
    .getByRole('button', { name: new RegExp(`^Rimuovi ${itemName(file('strade-bianche', 2)).source}`) })
    .click();
  await expect(gallery.getByRole('img')).toHaveCount(2);
  await shot(page, 'content-components-bike');
});

test('an event: social tags up to the maximum, photos, time', async ({ page }) => {
  test.setTimeout(180_000);
  await tablet(page);
  await signIn(page, 'redattore');
  await openNew(page, 'evento', 'Nuovo contenuto: Evento');
  await expect(page.getByRole('group', { name: 'Apertura porte' })).toBeVisible();

  await addBlock(page, /^Social/);
  const social = block(page, 'Social');
  await social.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Racconta la festa');
  const tags = social.getByRole('textbox', { name: 'Tag' });
  await tags.fill('#palio');
  await tags.press('Enter');
  await tags.fill('siena,');
  await tags.press(',');
  await expect(social.getByRole('button', { name: '#palio' })).toBeVisible();
  await expect(social.getByRole('button', { name: '#siena' })).toBeVisible();
  await tags.fill('Palio');
  await tags.press('Enter');
  await expect(social.getByText('Questo tag c’è già')).toBeVisible();
  for (const t of [
    'toscana',
    'contrade',
    'estate',
    'piazzadelcampo',
    'cavalli',
    'tradizione',
    'festa',
    'luglio',
  ])
    await tags.fill(t).then(() => tags.press('Enter'));
  await expect(social.getByRole('listitem')).toHaveCount(10);
  await expect(social.getByText('Puoi inserire al massimo 10 tag')).toBeVisible();
  await tags.fill('agosto');
  await tags.press('Enter');
  await expect(social.getByRole('listitem')).toHaveCount(10);
  await expect(tags).toHaveValue('agosto');
  // A tag goes with the keyboard (Delete on the chip).
  await social.getByRole('button', { name: '#luglio' }).focus();
  await page.keyboard.press('Delete');
  await expect(social.getByRole('listitem')).toHaveCount(9);
  await expect(social.getByText('Puoi inserire al massimo 10 tag')).toHaveCount(0);
  await shot(page, 'content-components-social');
});

test('a point of interest: title with subtitle, read-only value, images up to the limit in order', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await tablet(page);
  await signIn(page, 'redattore');
  await uploadImages(page, 'duomo', 7);
  const it = await openNew(page, 'punto_interesse', 'Nuovo contenuto: Punto di interesse');

  const header = it.getByRole('group', { name: 'Intestazione della scheda' });
  await header.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Il Duomo di Siena');
  await header.getByRole('textbox', { name: 'Sottotitolo' }).fill('Una cattedrale di marmo bianco e verde');
  await expect(it.getByText('Codice ISTAT del comune')).toBeVisible();
  await expect(it.getByText('Non compilato').first()).toBeVisible();

  // Up to 6 images: the seventh is refused with the spec's message; positions follow the order.
  const gallery = it.getByRole('group', { name: 'Altre immagini' });
  await gallery.getByRole('button', { name: 'Aggiungi immagini: Altre immagini' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scegli le immagini' });
  for (let i = 1; i <= 7; i++)
    await dialog
      .getByRole('checkbox', { name: new RegExp(`^Seleziona ${itemName(file('duomo', i)).source}`) })
      .click();
  await expect(
    page.getByText('Hai raggiunto il limite massimo di immagini selezionabili').first(),
  ).toBeVisible();
  await expect(dialog.getByText('6 di 6 selezionati')).toBeVisible();
  await dialog.getByRole('button', { name: 'Inserisci' }).click();
  await expect(dialog).toBeHidden();
  await expect(gallery.getByRole('listitem')).toHaveCount(6);
  await expect(gallery.getByText('6 di 6')).toBeVisible();
  await expect(gallery.getByRole('status')).toHaveText(
    'Hai raggiunto il limite massimo di immagini selezionabili',
  );
  await expect(gallery.getByText(/^Posizione \d$/)).toHaveText([
    'Posizione 1',
    'Posizione 2',
    'Posizione 3',
    'Posizione 4',
    'Posizione 5',
    'Posizione 6',
  ]);
  const first = gallery.getByRole('listitem').first();
  await expect(first.getByRole('img')).toHaveAttribute('alt', 'Vista duomo 1');
  await first.getByRole('button', { name: /^Sposta dopo/ }).click();
  await expect(gallery.getByRole('listitem').nth(1).getByRole('img')).toHaveAttribute('alt', 'Vista duomo 1');
  await expect(gallery.getByRole('listitem').first().getByRole('img')).toHaveAttribute(
    'alt',
    'Vista duomo 2',
  );
  // The focus followed the moved image.
  await expect(
    gallery
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: /^Sposta dopo/ }),
  ).toBeFocused();
  await gallery
    .getByRole('listitem')
    .last()
    .getByRole('button', { name: /^Rimuovi/ })
    .click();
  await expect(gallery.getByRole('listitem')).toHaveCount(5);
  await expect(gallery.getByRole('status')).toHaveCount(0);
  await shot(page, 'content-components-punto-interesse');
});

test('an offer, a city guide and a monthly report: not-editable value, multiline text, chapters, figures', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await tablet(page);
  await signIn(page, 'redattore');

  const offer = await openNew(page, 'offerta', 'Nuovo contenuto: Offerta');
  await expect(offer.getByText('Struttura', { exact: true })).toBeVisible();
  await expect(offer.getByText('Non compilato').first()).toBeVisible();
  const conditions = offer.getByRole('textbox', { name: 'Condizioni e cancellazione', exact: true });
  await conditions.click();
  await page.keyboard.type('Cancellazione gratuita fino a 7 giorni prima.');
  await expect(offer.getByText('45/1500 caratteri')).toBeVisible();
  await offer
    .getByRole('group', { name: 'Servizi inclusi' })
    .getByRole('checkbox', { name: 'Colazione' })
    .check();
  await shot(page, 'content-components-offerta');

  const guide = await openNew(page, 'guida_citta', 'Nuova guida: Guida della città', 'guide');
  const cover = guide.getByRole('group', { name: 'Testi di copertina' });
  await cover.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Firenze in tre giorni');
  const chapter = block(page, 'Capitolo');
  await chapter.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Il centro storico');
  await expect(chapter.getByRole('switch', { name: 'Paragrafo numerato' })).toBeVisible();
  await shot(page, 'content-components-guida');

  await openNew(page, 'report_mensile', 'Nuovo report: Report mensile', 'report');
  const figures = block(page, 'Dati e indicatori');
  await figures.getByRole('textbox', { name: 'Indicatore' }).fill('Visitatori allo sportello');
  await figures.getByRole('textbox', { name: 'Valore' }).fill('1.240');
  await figures.getByRole('button', { name: 'Aggiungi: Dati e indicatori' }).click();
  await expect(figures.getByRole('group', { name: /^Elemento \d$/ })).toHaveCount(2);
  await shot(page, 'content-components-report');
});

test('read-only: after a take-over every component shows its value and nothing can be edited', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  expect(itineraryUrl, 'the itinerary journey saved a content').not.toBe('');
  await tablet(page);
  await signIn(page, 'redattore');
  // A fake clock: the heartbeat's 20 seconds pass at once below.
  await page.clock.install();
  await page.goto(itineraryUrl);
  const it = page.getByRole('region', { name: 'Contenuto in Italiano', exact: true });
  await expect(it).toBeVisible();

  // The reviewer keeps the page open (leaving it would give the lock back).
  const reviewer = await takeOver(browser, itineraryUrl);
  await page.clock.fastForward(21_000);
  await expect(page.getByText('Contenuto preso in carico da un altro utente')).toBeVisible();

  await expect(it.getByRole('textbox', { name: 'Titolo', exact: true }).first()).toHaveAttribute(
    'readonly',
    '',
  );
  await expect(it.getByRole('textbox', { name: 'Titolo', exact: true }).first()).toHaveValue(
    'Le colline del Chianti classico',
  );
  await expect(it.getByRole('textbox', { name: 'Breve descrizione', exact: true })).toHaveAttribute(
    'contenteditable',
    'false',
  );
  await expect(it.getByRole('toolbar')).toHaveCount(0);
  await expect(it.getByRole('button', { name: /^(Scegli|Cambia|Aggiungi) (immagin|document)/ })).toHaveCount(
    0,
  );
  await expect(it.getByRole('group', { name: 'Immagine principale' }).getByRole('img')).toHaveAttribute(
    'alt',
    'Vista colline 1',
  );
  await expect(
    page.getByRole('group', { name: 'Temi', exact: true }).getByRole('checkbox', { name: 'Accessibile' }),
  ).toBeDisabled();
  await expect(
    page.getByRole('group', { name: 'Temi', exact: true }).getByRole('checkbox', { name: 'Accessibile' }),
  ).toBeChecked();
  await expect(block(page, 'Video').getByRole('link', { name: 'Apri il video su YouTube' })).toBeVisible();
  await shot(page, 'content-components-read-only');
  await reviewer.close();
});

/** A reviewer takes the content over in another browser. */
async function takeOver(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const reviewer = await context.newPage();
  await signIn(reviewer, 'revisore');
  await reviewer.goto(url);
  await reviewer.getByRole('button', { name: 'Prendi in carico' }).click();
  await reviewer.getByRole('alertdialog').getByRole('button', { name: 'Conferma' }).click();
  await expect(reviewer.getByRole('region', { name: 'Contenuto in Italiano', exact: true })).toBeVisible();
  return context;
}
