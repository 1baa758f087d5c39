import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test, visitScreen } from './support/fixtures';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/screens');

/** A picture only (the screen was already checked with axe in another state). */
async function picture(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const results = (page: Page) => page.getByRole('list', { name: 'Risultati della ricerca' });
const heading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^[\d.]+ risultat[oi] \(visualizzati 1 - \d+\)$/ });
/** The number of results the heading announces ("1.234 risultati (visualizzati 1 - 20)"). */
const totalOf = (text: string) => Number(/^([\d.]+) risultat/.exec(text)![1]!.replaceAll('.', ''));
const preview = (page: Page) => page.locator('.explore-preview-modal [role="dialog"]');

/** Opens the first result of a category and waits for its preview's body. */
async function openFirstOf(page: Page, category: string, type: RegExp) {
  await page.goto(`/app/make-iat/explore?category=${category}`);
  await expect(heading(page)).toBeVisible();
  await results(page)
    .getByRole('button', { name: /^Apri la scheda di / })
    .first()
    .click();
  await expect(page).toHaveURL(type);
  const dialog = preview(page);
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(dialog.locator('[lang]').first()).toBeVisible();
  return dialog;
}

test.describe('Explore: the front-desk catalogue', () => {
  test('search Siena → 4-star accommodations → map → search this area → preview → language', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'operatore.siena');
    // Explore is the home of make-iat, and the first entry of the menu.
    await expect(page).toHaveURL(/\/app\/make-iat\/explore$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Esplora' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await expect(menu.getByRole('link').first()).toHaveAccessibleName('Esplora');
    await expect(page.getByRole('tab', { name: 'Liste' })).not.toHaveAttribute('aria-disabled', 'true');

    const search = page.getByRole('textbox', { name: 'Cerca nel catalogo' });
    await search.fill('Siena');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=Siena/);
    await expect(heading(page)).toBeVisible();
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    await visitScreen(page, 'explore-list');

    // Category: the page goes back to 1, the address says it.
    await page.getByRole('tab', { name: /^Dove dormire/ }).click();
    await expect(page).toHaveURL(/category=accommodation/);
    await page.getByRole('button', { name: /^Stelle/ }).click();
    const stars = page.getByRole('dialog', { name: 'Stelle' });
    // Ratings from 1 star up: unclassified places (holiday flats) are no "0 stelle".
    await expect(stars.getByRole('checkbox', { name: /^4 stelle/ })).toBeVisible();
    await expect(stars.getByRole('checkbox', { name: /^0 stelle/ })).toHaveCount(0);
    for (const name of await stars
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((b) => b.closest('label')?.textContent ?? '')))
      expect(name).toMatch(/^[1-7] stell[ae]/);
    await stars.getByRole('checkbox', { name: /^4 stelle/ }).check();
    await expect(page).toHaveURL(/filters=stars%3A4/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Stelle: 4 stelle/ })).toBeVisible();
    await expect(heading(page)).toBeVisible();
    const firstCard = results(page).getByRole('listitem').first();
    await expect(firstCard.getByRole('img', { name: '4 stelle' })).toBeVisible();

    // Map: the list beside it, a marker per placed result; the card lights its marker.
    await page.getByRole('button', { name: 'Mappa' }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole('region', { name: 'Mappa dei risultati' });
    const markers = map.locator('.leaflet-marker-icon[role="button"]');
    await expect(markers.first()).toBeVisible();
    const title = (await firstCard.locator('h3').innerText()).trim();
    await firstCard.hover();
    await expect(map.locator('.leaflet-tooltip')).toHaveText(title);
    await visitScreen(page, 'explore-map');

    // Moving the map offers "Cerca in questa zona", which filters by the visible area.
    const area = await map.boundingBox();
    if (!area) throw new Error('la mappa non ha dimensioni');
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width / 2 - 120, area.y + area.height / 2 + 60, { steps: 5 });
    await page.mouse.up();
    const before = totalOf(await heading(page).innerText());
    const areaSearch = page.waitForResponse((r) => {
      const body = r.request().postData() ?? '';
      return (
        r.url().includes('/api/graphql') && body.includes('ExploreResults') && body.includes('geolocation')
      );
    });
    await page.getByRole('button', { name: 'Cerca in questa zona' }).click();
    await expect(page).toHaveURL(/box=/);
    // The area keeps to what the map shows: some of the results, and the list says how many.
    const inArea = ((await (await areaSearch).json()) as { data: { search: { totalCount: number } } }).data
      .search.totalCount;
    expect(inArea).toBeGreaterThan(0);
    expect(inArea).toBeLessThanOrEqual(before);
    await expect.poll(async () => totalOf(await heading(page).innerText())).toBe(inArea);
    await expect(page.getByRole('button', { name: 'Rimuovi il filtro della zona' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerca in questa zona' })).toBeHidden();
    // The desk's small screens: list and map still side by side at 1024 px.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(map).toBeInViewport();
    await picture(page, 'explore-map-1024');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A preview: linked by item=type:id, read in another of its languages.
    await page.getByRole('button', { name: 'Rimuovi il filtro della zona' }).click();
    await expect(page).not.toHaveURL(/box=/);
    await results(page)
      .getByRole('button', { name: /^Apri la scheda di / })
      .first()
      .click();
    await expect(page).toHaveURL(/item=(accommodation|alloggio)%3A/);
    const dialog = preview(page);
    await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(dialog.locator('[lang="it"]').first()).toBeVisible();
    // Its street address, to give the visitor (street and number, postal code, town).
    await expect(
      dialog.getByRole('region', { name: 'Contatti' }).getByText(/^\S.* \d{1,3}, \d{5} .+ \([A-Z]{2}\)$/),
    ).toBeVisible();
    await visitScreen(page, 'explore-preview-accommodation');
    await dialog.getByRole('combobox', { name: 'Lingua della scheda' }).click();
    const other = page.getByRole('option').filter({ hasNotText: 'Italiano' }).first();
    const lang = await other.getAttribute('lang');
    await other.click();
    await expect(page).toHaveURL(new RegExp(`itemLang=${lang}`));
    await expect(dialog.locator(`[lang="${lang}"]`).first()).toBeVisible();
    await picture(page, `explore-preview-accommodation-${lang}`);
    await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(page).not.toHaveURL(/item=/);
  });

  test('no results, the IAT offices and the previews of five types', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'operatore.siena');
    await page.goto('/app/make-iat/explore?q=xqzwvkj&category=event');
    await expect(page.getByText('Nessun risultato')).toBeVisible();
    await visitScreen(page, 'explore-no-results');
    await page.getByRole('button', { name: 'Azzera i filtri' }).click();
    await expect(page).not.toHaveURL(/category=/);

    await page.getByRole('tab', { name: 'Uffici IAT' }).click();
    await expect(
      page.getByRole('list', { name: 'Elenco degli uffici IAT' }).getByRole('listitem').first(),
    ).toBeVisible();
    await visitScreen(page, 'explore-offices');
    // An IAT office with no opening hours given says so ('Non ci sono orari', spec 1 §2).
    await page
      .getByRole('list', { name: 'Elenco degli uffici IAT' })
      .getByRole('button', { name: /^Apri la scheda di / })
      .first()
      .click();
    const office = preview(page);
    await expect(
      office
        .getByRole('region', { name: 'Orari di apertura' })
        .getByText('Non ci sono orari', { exact: true }),
    ).toBeVisible();
    await picture(page, 'explore-preview-office');
    await office.getByRole('button', { name: 'Chiudi' }).first().click();

    const types: [string, RegExp, string][] = [
      ['event', /item=evento_turismo%3A/, 'event'],
      ['offer', /item=offerta_turismo%3A/, 'offer'],
      ['itinerary', /item=(itinerario_turismo|itinerario_bike_turismo|tour)%3A/, 'itinerary'],
      ['recipe', /item=ricetta%3A/, 'recipe'],
      ['attraction', /item=attraction%3A/, 'attraction'],
    ];
    for (const [category, url, name] of types) {
      await openFirstOf(page, category, url);
      await picture(page, `explore-preview-${name}`);
    }
  });
});
