import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, visitScreen } from './support/fixtures';

/**
 * Where and when in the content editor (spec 1 §3 Location, Date, Time; §5 time rules and date
 * blocks; §8 geocoding message; §9 map sizes and date formats): an editor writes an event at the
 * tablet width, places it with the geocoder and the location picker, gives it a date block with a
 * timetable and a doors-opening time, saves it and finds everything again after a reload.
 */

async function tablet(page: Page) {
  await page.setViewportSize({ width: 1024, height: 768 });
}

/** The id of a content type, from the content list's new-content tiles. */
async function typeId(page: Page, name: string): Promise<number> {
  const reply = await page.request.get('/api/content-list.json?env=make-iat');
  expect(reply.ok(), await reply.text()).toBe(true);
  const tiles = (await reply.json()).data.tiles as { id: number; name: string }[];
  const tile = tiles.find((t) => t.name === name);
  expect(tile, `tile ${name}`).toBeDefined();
  return tile!.id;
}

/** "10 novembre 2026": a day of the month on screen, as the date blocks write it (DD MMMM YYYY). */
function dayOfThisMonth(day: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), day);
  return new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: 'long', year: 'numeric' }).format(date);
}

/** Types into a time box and leaves it with Tab. */
async function typeTime(box: Locator, text: string) {
  await box.fill(text);
  await box.press('Tab');
}

test('an event gets its place, its dates and timetable and its opening time', async ({ page }) => {
  test.setTimeout(240_000);
  await tablet(page);
  await signIn(page, 'redattore');
  const id = await typeId(page, 'Evento');
  await page.goto(`/app/make-iat/content/create/${id}`);
  const it = page.getByRole('main');
  await it
    .getByRole('textbox', { name: /Nome dell'evento/ })
    .first()
    .fill('Concerto in Piazza del Campo');

  // --- Where: suggestions from the geocoder, then the small map of the chosen place.
  // The event has one place ("Luogo"): its address box and its button are the only ones.
  const address = it.getByRole('combobox', { name: 'Indirizzo' });
  const luogo = it;
  await address.click();
  await address.pressSequentially('Piazza del Campo 1, 53100 Sie');
  const suggestion = page.getByRole('option', { name: 'Piazza del Campo 1, 53100 Siena (SI)' });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(address).toHaveValue('Piazza del Campo 1, 53100 Siena');
  await expect(luogo.getByRole('img', { name: 'Mappa: Piazza del Campo 1, 53100 Siena' })).toBeVisible();
  await expect(luogo.getByText(/^Latitudine 43,3\d+, longitudine 11,3\d+$/)).toBeVisible();
  await address.scrollIntoViewIfNeeded();
  await visitScreen(page, 'content-location');

  // An address typed by hand is placed on leaving the field; one nobody can place says so.
  await address.fill('Via Inesistente 99, Xyzzyville');
  await address.press('Tab');
  const refusal =
    "Non è stato possibile risalire alla posizione dell' indirizzo che hai inserito, cambia indirizzo o scegli uno di quelli suggeriti";
  await expect(luogo.getByText(refusal)).toBeVisible();
  await expect(luogo.getByText('Posizione non ancora scelta')).toBeVisible();

  // The picker refuses it too and stays open; a placeable address and a click on the map do.
  await luogo.getByRole('button', { name: 'Scegli sulla mappa: Luogo' }).click();
  const picker = page.getByRole('dialog', { name: 'Scegli la posizione' });
  const pickerAddress = picker.getByRole('combobox', { name: 'Indirizzo' });
  await expect(pickerAddress).toHaveValue('Via Inesistente 99, Xyzzyville');
  await expect(picker.getByRole('status')).toHaveText('Posizione non ancora scelta');
  await picker.getByRole('button', { name: 'Conferma' }).click();
  await expect(picker.getByRole('alert')).toHaveText(refusal);
  await expect(picker).toBeVisible();
  // A placeable address, typed by hand, brings the marker there once the field is left.
  await pickerAddress.fill('Via di Città 12, 53100 Siena');
  await pickerAddress.press('Tab');
  await expect(picker.getByRole('status')).toHaveText(/^Latitudine 43,3\d+, longitudine 11,3\d+$/);
  await expect(picker.getByRole('alert')).toHaveCount(0);
  const atSiena = await picker.getByRole('status').textContent();
  const map = picker.getByRole('region', { name: 'Mappa per scegliere la posizione' });
  await map.locator('.leaflet-container').click({ position: { x: 120, y: 120 } });
  await expect(picker.getByRole('status')).not.toHaveText(atSiena ?? '');
  await expect(picker.getByRole('status')).toHaveText(/^Latitudine \d+,\d+, longitudine \d+,\d+$/);
  await visitScreen(page, 'content-location-picker');
  await picker.getByRole('button', { name: 'Conferma' }).click();
  await expect(picker).toBeHidden();
  await expect(address).toHaveValue('Via di Città 12, 53100 Siena');
  await expect(luogo.getByText(refusal)).toHaveCount(0);
  await expect(luogo.getByRole('img', { name: 'Mappa: Via di Città 12, 53100 Siena' })).toBeVisible();

  // --- When: a date block with a range and a timetable, with the time rules on the way.
  const quando = it.getByRole('group', { name: 'Date e orari' }).first();
  await expect(quando.getByText('Nessuna data o orario inserito.')).toBeVisible();
  // A block with neither dates nor timetables is discarded on confirm.
  await quando.getByRole('button', { name: 'Aggiungi date e orari: Date e orari' }).click();
  let dialog = page.getByRole('dialog', { name: 'Aggiungi date e orari' });
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialog).toBeHidden();
  await expect(quando.getByText('Nessuna data o orario inserito.')).toBeVisible();

  await quando.getByRole('button', { name: 'Aggiungi date e orari: Date e orari' }).click();
  dialog = page.getByRole('dialog', { name: 'Aggiungi date e orari' });
  const calendar = dialog.getByRole('group', { name: 'Calendario: Periodo' });
  const firstMonth = calendar.getByRole('grid').first();
  await firstMonth.getByRole('gridcell', { name: new RegExp(`^\\S+ 10 `) }).click();
  await expect(dialog.getByText(/^Dal 10 \S+ \d{4}: scegli il giorno di fine\.$/)).toBeVisible();
  await firstMonth.getByRole('gridcell', { name: new RegExp(`^\\S+ 20 `) }).click();
  await expect(dialog.getByText(/^Dal 10 \S+ \d{4} al 20 \S+ \d{4}\.$/)).toBeVisible();
  // No timetable yet: the spec's empty text.
  await expect(dialog.getByText('Non ci sono orari', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Aggiungi orario' }).click();
  await expect(dialog.getByText('Non ci sono orari', { exact: true })).toHaveCount(0);
  const t1 = dialog.getByRole('group', { name: 'Orario 1' });
  for (const day of ['lunedì', 'martedì', 'mercoledì'])
    await t1.getByRole('button', { name: day, exact: true }).click();
  await expect(t1.getByRole('button', { name: 'martedì', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const fromH = t1.getByRole('textbox', { name: 'Ore: Dalle, orario 1' });
  const fromM = t1.getByRole('textbox', { name: 'Minuti: Dalle, orario 1' });
  const toH = t1.getByRole('textbox', { name: 'Ore: Alle, orario 1' });
  const toM = t1.getByRole('textbox', { name: 'Minuti: Alle, orario 1' });
  await expect(fromH).toHaveValue('09');
  await expect(toH).toHaveValue('13');
  // Out of range becomes 0, padded to two digits.
  await typeTime(fromH, '25');
  await expect(fromH).toHaveValue('00');
  await typeTime(fromM, '75');
  await expect(fromM).toHaveValue('00');
  await typeTime(fromH, '7');
  await expect(fromH).toHaveValue('07');
  // A later start hour carries the end hour; a later start minute in the same hour the end minute.
  await typeTime(fromH, '15');
  await expect(toH).toHaveValue('15');
  await expect(toM).toHaveValue('00');
  await typeTime(fromM, '30');
  await expect(toM).toHaveValue('30');
  // An end before the start becomes the start once the end is left (not while moving inside it).
  await typeTime(toH, '14');
  await expect(toH).toHaveValue('14');
  await toM.press('Tab');
  await expect(toH).toHaveValue('15');
  await expect(toM).toHaveValue('30');
  await typeTime(toH, '19');
  await typeTime(toM, '');
  await expect(toM).toHaveValue('00');
  await visitScreen(page, 'content-date-dialog');
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialog).toBeHidden();

  const range = `${dayOfThisMonth(10)} – ${dayOfThisMonth(20)}`;
  const blocks = quando.getByRole('listitem').filter({ hasText: 'Periodo' });
  await expect(blocks).toHaveCount(1);
  await expect(blocks.first()).toContainText(range);
  await expect(blocks.first()).toContainText('lun, mar, mer 15.30 – 19.00');
  // The only block cannot be removed.
  await expect(quando.getByRole('button', { name: /^Elimina/ })).toHaveCount(0);

  // A second block (weekend hours only) can be removed again, after a confirm.
  await quando.getByRole('button', { name: 'Aggiungi date e orari: Date e orari' }).click();
  dialog = page.getByRole('dialog', { name: 'Aggiungi date e orari' });
  await dialog.getByRole('button', { name: 'Aggiungi orario' }).click();
  const weekend = dialog.getByRole('group', { name: 'Orario 1' });
  await weekend.getByRole('button', { name: 'sabato', exact: true }).click();
  await weekend.getByRole('button', { name: 'domenica', exact: true }).click();
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(blocks).toHaveCount(2);
  await expect(blocks.nth(1)).toContainText('Senza date');
  await expect(blocks.nth(1)).toContainText('sab, dom 9.00 – 13.00');
  await quando.getByRole('button', { name: 'Elimina periodo 2' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Elimina periodo' });
  await expect(ask).toContainText('Vuoi eliminare periodo 2?');
  await ask.getByRole('button', { name: 'Elimina' }).click();
  await expect(blocks).toHaveCount(1);

  // A block with dates and no timetable says so ('Non ci sono orari', spec 1 §2).
  await quando.getByRole('button', { name: 'Aggiungi date e orari: Date e orari' }).click();
  dialog = page.getByRole('dialog', { name: 'Aggiungi date e orari' });
  const month = dialog.getByRole('group', { name: 'Calendario: Periodo' }).getByRole('grid').first();
  await month.getByRole('gridcell', { name: new RegExp(`^\\S+ 3 `) }).click();
  await month.getByRole('gridcell', { name: new RegExp(`^\\S+ 5 `) }).click();
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(blocks).toHaveCount(2);
  await expect(blocks.nth(1)).toContainText(`${dayOfThisMonth(3)} – ${dayOfThisMonth(5)}`);
  await expect(blocks.nth(1).getByText('Non ci sono orari', { exact: true })).toBeVisible();
  await expect(blocks.first().getByText('Non ci sono orari', { exact: true })).toHaveCount(0);
  await quando.getByRole('button', { name: 'Elimina periodo 2' }).click();
  await page
    .getByRole('alertdialog', { name: 'Elimina periodo' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(blocks).toHaveCount(1);

  // --- The doors-opening time: the same boxes and rules.
  const porte = it.getByRole('group', { name: 'Apertura porte' }).first();
  await typeTime(porte.getByRole('textbox', { name: 'Ore: Apertura porte' }), '20');
  await typeTime(porte.getByRole('textbox', { name: 'Minuti: Apertura porte' }), '99');
  await expect(porte.getByRole('textbox', { name: 'Minuti: Apertura porte' })).toHaveValue('00');
  await quando.scrollIntoViewIfNeeded();
  await visitScreen(page, 'content-date-component');

  // --- Saved and read again: the values went to the server in their stored shapes.
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await page.waitForURL(/\/content\/edit\/\d+/);
  await page.reload();
  const again = page.getByRole('main');
  await expect(again.getByRole('combobox', { name: 'Indirizzo' })).toHaveValue(
    'Via di Città 12, 53100 Siena',
  );
  const savedBlocks = again
    .getByRole('group', { name: 'Date e orari' })
    .first()
    .getByRole('listitem')
    .filter({ hasText: 'Periodo' });
  await expect(savedBlocks).toHaveCount(1);
  await expect(savedBlocks.first()).toContainText(range);
  await expect(savedBlocks.first()).toContainText('lun, mar, mer 15.30 – 19.00');
  await expect(
    again
      .getByRole('group', { name: 'Apertura porte' })
      .first()
      .getByRole('textbox', { name: 'Ore: Apertura porte' }),
  ).toHaveValue('20');
});
