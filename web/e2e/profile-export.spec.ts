import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, signIn, test, visitScreen } from './support/fixtures';

const OVER_A_YEAR = 'La differenza tra data di inizio e data di fine non può superare un anno.';
const modal = (page: Page) => page.locator('#export-modal').getByRole('dialog');

async function openExportProfile(page: Page) {
  await page.goto('/app/make-iat/export-profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Esporta' })).toBeVisible();
}

async function openModal(page: Page) {
  await page.getByRole('button', { name: 'Nuova esportazione' }).click();
  await expect(modal(page)).toBeVisible();
  return modal(page);
}

/** Sets a date field of the modal from its calendar: `months` back, on the 10th, confirmed with OK. */
async function pickMonthsBack(page: Page, label: string, months: number) {
  await page.getByRole('button', { name: `Apri il calendario: ${label}` }).click();
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  for (let i = 0; i < months; i++) await picker.getByRole('button', { name: 'Mese precedente' }).click();
  await picker.getByRole('gridcell', { name: '10', exact: true }).click();
  await picker.getByRole('button', { name: 'OK' }).click();
  await expect(picker).toHaveCount(0);
}

/** The screenshot from the top of the page (the app bar is fixed), then the axe check. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await visitScreen(page, name);
}

test.describe('Export of visitor profiles', () => {
  test('an operator exports last month as XLSX, meets the one-year window and counts by aggregate', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, 'operatore');
    // From the profiles table's "export" action, and back to it by the link.
    await page.goto('/app/make-iat/profiles');
    await page.getByRole('button', { name: 'Esporta', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/make-iat\/export-profile$/);
    const back = page.getByRole('link', { name: 'Torna a Profili turisti' });
    await back.click();
    await expect(page).toHaveURL(/\/app\/make-iat\/profiles$/);
    await openExportProfile(page);
    await expect(back).toHaveAttribute('href', '/app/make-iat/profiles');
    await visitScreen(page, 'export-profile-1280');

    // The modal: the operator's own office only, last week and JSON by default.
    let dialog = await openModal(page);
    const iat = dialog.getByRole('combobox', { name: /IAT/ });
    await expect(iat).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('radio', { name: 'Ultima settimana' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'JSON' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Ultimo mese' }).check();
    await dialog.getByRole('radio', { name: 'Excel (XLSX)' }).check();
    const confirm = dialog.getByRole('button', { name: 'Esporta', exact: true });
    await expect(confirm).toBeEnabled();
    await visitScreen(page, 'export-modal-1280');

    const downloading = page.waitForEvent('download');
    await confirm.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = path.join(os.tmpdir(), `profile-export-${Date.now()}.xlsx`);
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).filter((v) => v !== undefined && v !== null);
    expect(header.length).toBeGreaterThan(2);
    expect(header.map(String)).toContain('Codice');
    expect(sheet.actualRowCount).toBeGreaterThan(1);
    expect(String(sheet.getRow(2).getCell(1).value ?? '')).toMatch(/^FI-\d{4}-\d+$/);
    await expect(page.locator('[role="alert"]').filter({ hasText: /File .*\.xlsx scaricato/ })).toBeVisible();
    await expect(modal(page)).toHaveCount(0);

    // A custom range over a year: the shared rule's message, verbatim, and no export.
    dialog = await openModal(page);
    await dialog.getByRole('radio', { name: 'Personalizzato' }).check();
    await expect(dialog.getByRole('textbox', { name: 'Data di inizio' })).toHaveValue(
      /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/,
    );
    await pickMonthsBack(page, 'Data di inizio', 13);
    await expect(dialog.getByText(OVER_A_YEAR, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Esporta', exact: true })).toBeDisabled();
    await visitScreen(page, 'export-modal-custom-over-a-year');
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(modal(page)).toHaveCount(0);

    // The aggregate tab: nothing chosen, no count; by provenance, a table and a chart.
    await page.getByRole('tab', { name: 'Aggregato' }).click();
    const compute = page.getByRole('button', { name: 'Calcola' });
    await expect(compute).toBeDisabled();
    await page.getByRole('radio', { name: 'Ultimi 3 mesi' }).check();
    const provenance = page.getByRole('combobox', { name: 'Provenienza' });
    await provenance.click();
    await page.getByRole('option', { name: 'Tutti i valori' }).click();
    await page.keyboard.press('Escape');
    await expect(compute).toBeEnabled();
    await compute.click();
    const counts = page.getByRole('table', { name: 'Conteggi per valore' });
    await expect(counts).toBeVisible();
    await expect(counts.getByRole('row').filter({ hasText: 'Italia' })).toHaveCount(1);
    const italy = await counts
      .getByRole('row')
      .filter({ hasText: 'Italia' })
      .getByRole('cell')
      .nth(1)
      .innerText();
    expect(Number(italy.replace(/\./g, ''))).toBeGreaterThan(0);
    await expect(
      page.getByTestId('aggregate-chart').locator('.recharts-bar-rectangle').first(),
    ).toBeVisible();
    await shot(page, 'export-profile-aggregate-1280');

    await page.setViewportSize({ width: 1024, height: 800 });
    await shot(page, 'export-profile-aggregate-1024');
    await page.getByRole('tab', { name: 'Esporta' }).click();
    await openModal(page);
    await visitScreen(page, 'export-modal-1024');
  });

  test('for the Admin group the IAT selector has no "all" option; a large CSV shows its progress', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin');
    await openExportProfile(page);
    const dialog = await openModal(page);
    const iat = dialog.getByRole('combobox', { name: /IAT/ });
    await iat.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeGreaterThan(1);
    await expect(page.getByRole('listbox').getByRole('option', { name: /^Tutti/ })).toHaveCount(0);
    await visitScreen(page, 'export-modal-admin-iat');

    // Three offices, three months, CSV, over a slow line: the bytes and rows arrive in view.
    await page.getByRole('option', { name: 'IAT Firenze' }).click();
    for (const name of ['IAT Siena', 'IAT Pisa']) {
      await iat.click();
      await page.getByRole('option', { name }).click();
    }
    await dialog.getByText('Periodo').click();
    await dialog.getByRole('radio', { name: 'Ultimi 3 mesi' }).check();
    await dialog.getByRole('radio', { name: 'CSV (Excel)' }).check();
    const confirm = dialog.getByRole('button', { name: 'Esporta', exact: true });
    await expect(confirm).toBeEnabled();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 48 * 1024,
      uploadThroughput: 1024 * 1024,
    });
    const downloading = page.waitForEvent('download');
    await confirm.click();
    await expect(dialog.getByText('Download in corso…')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(/^[\d,]+ KB ricevuti · [\d.]+ righe$/);
    await visitScreen(page, 'export-modal-progress');
    const download = await downloading;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = fs.readFileSync(await download.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]!.split(';')).toContain('Codice');
    expect(lines.some((l) => l.startsWith('SI-'))).toBe(true);
    expect(lines.some((l) => l.startsWith('PI-'))).toBe(true);
  });
});
