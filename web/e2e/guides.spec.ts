import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, RUN, signIn, test, visitScreen } from './support/fixtures';
import { createContent, typeIds } from './support/content-kit';

/**
 * Guides and reports (spec 1 §2 "Guides and reports list"): cards whose click downloads a real
 * PDF, the type filter and the order in the address, load-more from page 2, the per-card menu and
 * the floating add button.
 */

const GUIDES = '/app/make-iat/guide';
/** More city guides than one page (12) holds, with the demo ones. */
const CITY_GUIDES = 12;

const cards = (page: Page) => page.getByRole('list', { name: 'Elenco delle guide' }).locator(':scope > li');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

const FIESOLE = `Guida e2e di Fiesole ${RUN}`;
const WINE = `Guida e2e ai vini del Chianti ${RUN}`;
const REPORT = `Report e2e di novembre ${RUN}`;

let ids: Record<string, number> = {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await signIn(page, 'redattore');
  const types = await typeIds(page, ['guida_citta', 'guida_tematica', 'report_mensile']);
  for (let i = 1; i <= CITY_GUIDES; i++) {
    await createContent(page, types.guida_citta!, { it: `Guida e2e di quartiere ${i} ${RUN}` });
  }
  ids = {
    city: types.guida_citta!,
    themeType: types.guida_tematica!,
    fiesole: await createContent(page, types.guida_citta!, {
      it: FIESOLE,
      en: 'Fiesole e2e guide',
    }),
    theme: await createContent(page, types.guida_tematica!, { it: WINE }),
    report: await createContent(page, types.report_mensile!, { it: REPORT }),
  };
  await page.close();
});

test.describe('Guides and reports', () => {
  test('the guides list: cards, type filter, order and load-more', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'redattore');
    await page
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('link', { name: 'Guide' })
      .click();
    await expect(page).toHaveURL(/\/app\/make-iat\/guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Guide' })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect(card(page, FIESOLE)).toContainText('Guida della città');
    await expect(card(page, FIESOLE).getByRole('list', { name: 'Lingue: Italiano, Inglese' })).toBeVisible();
    await visitScreen(page, 'guides-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await visitScreen(page, 'guides-1024');

    // Load more: each page joins those above it, in the address; the button goes once every guide
    // is shown (after page 2 in one run; a retry's own guides add a page).
    const more = page.getByRole('button', { name: 'Carica altre guide' });
    const idle = () => more.evaluateAll((els) => els.every((el) => el.getAttribute('aria-busy') === 'false'));
    for (let next = 2; next <= 5; next++) {
      const before = await cards(page).count();
      await more.click();
      await expect(page).toHaveURL(new RegExp(`contentPage=${next}`));
      await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
      await expect.poll(idle).toBe(true);
      if ((await more.count()) === 0) break;
    }
    await expect(more).toHaveCount(0);
    const total = await cards(page).count();
    await page.reload();
    await expect(cards(page)).toHaveCount(total);

    // The type filter: only the thematic guides, back to page 1.
    await page.getByRole('button', { name: /^Tipo: / }).click();
    await page.getByRole('dialog', { name: 'Tipo' }).getByRole('option', { name: 'Guida tematica' }).click();
    await expect(page).toHaveURL(/guideType=guida_tematica/);
    await expect(page).not.toHaveURL(/contentPage=/);
    await expect(card(page, WINE)).toBeVisible();
    await expect(card(page, FIESOLE)).toHaveCount(0);

    // The order: by name.
    await page.getByRole('button', { name: /^Ordina per: / }).click();
    await page.getByRole('menuitemradio', { name: 'Nome (A-Z)' }).click();
    await expect(page).toHaveURL(/guideOrder=name/);
    await expect(page.getByRole('button', { name: 'Ordina per: Nome (A-Z)' })).toBeVisible();
    // The cards follow the order: names from A to Z, as Italian sorts them.
    const names = () => cards(page).getByRole('heading', { level: 2 }).allInnerTexts();
    await expect.poll(async () => (await names()).length).toBeGreaterThan(1);
    await expect
      .poll(async () => {
        const shown = await names();
        return shown.join(' | ') === [...shown].sort((a, b) => a.localeCompare(b, 'it')).join(' | ');
      })
      .toBe(true);
  });

  test('a card downloads its PDF; its menu offers each language, edit and delete', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'redattore');
    await page.goto(GUIDES);
    const fiesole = card(page, FIESOLE);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      fiesole.getByRole('link', { name: new RegExp(`Scarica PDF: ${FIESOLE}`) }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');

    await fiesole.getByRole('button', { name: `Altre azioni per ${FIESOLE}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Scarica PDF (Inglese)' })).toHaveAttribute(
      'href',
      new RegExp(`/api/content/${ids.fiesole}/pdf\\?lang=en`),
    );
    await visitScreen(page, 'guides-card-menu');
    const [english] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('menuitem', { name: 'Scarica PDF (Inglese)' }).click(),
    ]);
    expect(english.suggestedFilename()).toMatch(/\.pdf$/);

    await fiesole.getByRole('button', { name: `Altre azioni per ${FIESOLE}` }).click();
    await page.getByRole('menuitem', { name: 'Modifica' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/make-iat/guide/edit/${ids.fiesole}$`));

    await page.goto(`${GUIDES}?guideType=guida_tematica`);
    const wine = card(page, WINE);
    await wine.getByRole('button', { name: `Altre azioni per ${WINE}` }).click();
    await page.getByRole('menuitem', { name: 'Elimina' }).click();
    const ask = page.getByRole('alertdialog', { name: `Elimina: ${WINE}` });
    await expect(ask).toContainText('Vuoi eliminare questa guida?');
    await ask.getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText('Elemento rimosso con successo')).toBeVisible();
    await expect(wine).toHaveCount(0);
  });

  test('the add button opens a new guide of the chosen type (the first type when none is chosen)', async ({
    page,
  }) => {
    await signIn(page, 'redattore');
    await page.goto(GUIDES);
    const add = page.getByRole('link', { name: 'Nuova guida' });
    await expect(add).toHaveAttribute('href', `/app/make-iat/guide/create/${ids.city}`);
    await page.getByRole('button', { name: /^Tipo: / }).click();
    await page.getByRole('dialog', { name: 'Tipo' }).getByRole('option', { name: 'Guida tematica' }).click();
    await expect(page).toHaveURL(/guideType=guida_tematica/);
    await expect(add).toHaveAttribute('href', `/app/make-iat/guide/create/${ids.themeType}`);
    await add.click();
    await expect(page).toHaveURL(new RegExp(`/app/make-iat/guide/create/${ids.themeType}$`));
  });

  test('the reports list reuses the guides list', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, 'redattore');
    await page.goto('/app/make-iat/report');
    await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Elenco dei report' });
    await expect(list.locator(':scope > li').filter({ hasText: REPORT })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nuovo report' })).toHaveAttribute(
      'href',
      /\/app\/make-iat\/report\/create\/\d+$/,
    );
    await visitScreen(page, 'reports-1024');
  });

  test('the desk reads and downloads the published guides and reports, and edits none', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'operatore');
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await expect(menu.getByRole('link', { name: 'Contenuti' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Guide' }).click();
    await expect(page).toHaveURL(/\/app\/make-iat\/guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Guide' })).toBeVisible();
    const wine = card(page, 'Vino e cantine di Toscana');
    await expect(wine).toBeVisible();
    // What the editors are still writing is not handed out, and nothing here is added.
    await expect(card(page, FIESOLE)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Nuova guida' })).toHaveCount(0);
    await visitScreen(page, 'guides-desk-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      wine.getByRole('link', { name: /Scarica PDF: Vino e cantine di Toscana/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-it\.pdf$/);
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');

    await wine.getByRole('button', { name: 'Altre azioni per Vino e cantine di Toscana' }).click();
    const actions = page.getByRole('menu').getByRole('menuitem');
    await expect(actions.first()).toBeVisible();
    for (const name of await actions.allTextContents()) expect(name).toMatch(/^Scarica PDF/);
    await expect(page.getByRole('menuitem', { name: 'Modifica' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Elimina' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await menu.getByRole('link', { name: 'Report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 768 });
    const reports = page.getByRole('list', { name: 'Elenco dei report' }).locator(':scope > li');
    await expect(reports.filter({ hasText: 'Report mensile IAT Firenze: luglio' })).toBeVisible();
    await expect(reports.filter({ hasText: REPORT })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Nuovo report' })).toHaveCount(0);
    await visitScreen(page, 'reports-desk-1024');
  });
});
