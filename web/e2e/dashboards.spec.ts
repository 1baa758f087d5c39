import fs from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, signIn, test, visitScreen } from './support/fixtures';

const visitorsFrame = (page: Page): FrameLocator => page.frameLocator('iframe[data-dashboard="visitors"]');

/** Today in Italy, as the browser (Europe/Rome) sees it: the default period ends there. */
function romeToday(): { year: number; month: number; day: number } {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' })
    .format(new Date())
    .split('-')
    .map(Number);
  return { year: y!, month: m!, day: d! };
}
const MONTHS_IT = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];
const pad = (n: number) => String(n).padStart(2, '0');

async function openFromMenu(page: Page) {
  await page.goto('/app/make-iat/explore');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/make-iat\/dashboard$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Visitatori' })).toBeVisible();
  const frame = visitorsFrame(page);
  await expect(frame.getByRole('heading', { name: 'Andamento nel periodo' })).toBeVisible();
  return frame;
}

test.describe('Dashboards', () => {
  test('an operator opens the Visitors dashboard from the menu, changes the period, reads a table and downloads a CSV', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'operatore');
    const frame = await openFromMenu(page);

    // The template hides the framed page's own header; the page keeps writing names over slugs,
    // also over text the dashboard draws later (every 100 ms).
    await expect(frame.getByRole('heading', { level: 1, name: 'Visitatori' })).toBeHidden();
    await expect(frame.getByText('IAT Firenze').first()).toBeVisible();
    const inner = page.frame({ url: /\/dashboards\/visitors/ })!;
    await inner.evaluate(() => {
      const probe = document.createElement('p');
      probe.id = 'slug-probe';
      probe.textContent = 'iat-firenze';
      document.body.append(probe);
    });
    await expect(frame.locator('#slug-probe')).toHaveText('IAT Firenze');
    await inner.evaluate(() => document.getElementById('slug-probe')?.remove());
    // An office sees its own figures only: no office picker, no comparison of offices.
    await expect(frame.getByRole('combobox', { name: 'Uffici' })).toHaveCount(0);
    await expect(frame.getByRole('heading', { name: 'Uffici a confronto' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await visitScreen(page, 'dashboards-visitors-1366');

    // Another period: from the 1st to the 28th of the month the default period starts in.
    const t = romeToday();
    const start = new Date(Date.UTC(t.year - 1, t.month - 1, t.day + 1));
    const startYear = start.getUTCFullYear();
    const startMonth = start.getUTCMonth() + 1;
    const monthName = `${MONTHS_IT[startMonth - 1]} ${startYear}`;
    await frame.getByRole('button', { name: 'Scegli il periodo: Periodo' }).click();
    const calendar = frame.getByRole('dialog', { name: 'Periodo' });
    await calendar.getByRole('gridcell', { name: new RegExp(`^\\S+ 1 ${monthName}`) }).click();
    await calendar.getByRole('gridcell', { name: new RegExp(`^\\S+ 28 ${monthName}`) }).click();
    await expect(calendar).toHaveCount(0);
    const lastYearText = `Confronto con 01/${pad(startMonth)}/${startYear - 1} – 28/${pad(startMonth)}/${startYear - 1}`;
    await expect(frame.getByText(lastYearText)).toBeVisible();
    await frame.getByRole('button', { name: 'Settimana' }).click();
    await expect(frame.getByRole('button', { name: 'Settimana' })).toHaveAttribute('aria-pressed', 'true');

    // The nationalities as a table, then as a CSV file.
    const card = frame.getByRole('region', { name: 'Nazionalità' });
    await card.getByRole('button', { name: 'Tabella' }).click();
    const table = card.getByRole('table', { name: 'Nazionalità' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Schede, anno prima' })).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Scarica «Nazionalità» in CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `visitatori-nazionalita-${startYear}-${pad(startMonth)}-01-${startYear}-${pad(startMonth)}-28.csv`,
    );
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFNazionalità;Schede 01/')).toBe(true);
    expect(csv.split('\r\n').length).toBeGreaterThan(2);

    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(table).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await visitScreen(page, 'dashboards-visitors-1024');
  });

  test('the Admin group compares offices; an editor has no dashboard in the menu', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'admin');
    const frame = await openFromMenu(page);
    await frame.getByRole('combobox', { name: 'Uffici' }).click();
    const options = page.frame({ url: /\/dashboards\/visitors/ })!;
    await options.getByRole('option', { name: 'IAT Firenze' }).click();
    await options.getByRole('option', { name: 'IAT Siena' }).click();
    await options.locator('body').press('Escape');
    const offices = frame.getByRole('region', { name: 'Uffici a confronto' });
    await offices.getByRole('button', { name: 'Tabella' }).click();
    const rows = offices.getByRole('table', { name: 'Uffici a confronto' }).getByRole('rowheader');
    await expect(rows).toHaveText(['IAT Firenze', 'IAT Siena']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await visitScreen(page, 'dashboards-admin-offices-1366');

    await page.context().clearCookies();
    await signIn(page, 'redattore');
    await page.goto('/app/make-iat/content');
    await expect(page.getByRole('link', { name: 'Contenuti' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });
});
