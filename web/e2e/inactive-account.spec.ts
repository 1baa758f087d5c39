import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { pdfFile } from '../../server/test/sample-pdf';
import { expect, signIn, signOut, test, visitScreen, withFramesRunning } from './support/fixtures';

/** The database of the server this journey runs against (playwright.config.ts: one folder per port). */
const dbFile = () =>
  path.join(os.tmpdir(), `sportello-e2e-${new URL(test.info().project.use.baseURL!).port}`, 'sportello.db');

/**
 * The board's edit of the modal's texts for the desk (template inactive/account, make-iat): what an
 * editor of the templates table would store. Removed after the test.
 */
function setDeskTemplate(body: unknown | null) {
  const db = new Database(dbFile());
  try {
    db.prepare(
      "DELETE FROM templates WHERE kind = 'inactive' AND key = 'account' AND app = 'make-iat'",
    ).run();
    if (body) {
      db.prepare(
        "INSERT INTO templates (kind, key, app, body, version, updated_at) VALUES ('inactive', 'account', 'make-iat', ?, 1000, ?)",
      ).run(JSON.stringify(body), new Date().toISOString());
    }
  } finally {
    db.close();
  }
}

/**
 * The countdowns run on the page's clock (Playwright's fake timers): once the modal is up, the test
 * stops the clock and moves it on itself, so no check depends on how long the machine takes.
 */
async function stopTheClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1000);
}

/** Moves the clock one second at a time until the countdown says `seconds` (never past it). */
async function countDownTo(page: Page, timer: Locator, seconds: number) {
  const text = seconds === 1 ? 'tra 1 secondo' : `tra ${seconds} secondi`;
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(timer).toContainText(text, { timeout: 250 });
  }).toPass();
}

/** Moves the clock one second at a time until the countdown has logged the user out. */
async function runOut(page: Page) {
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(/\/login/, { timeout: 250 });
  }).toPass();
  await page.clock.resume();
}

const secondsIn = (text: string | null) => Number(/tra (\d+) second/.exec(text ?? '')?.[1]);

/** The suspended operator signs in, meets the chooser (nothing enabled) and opens the desk. */
async function openDeskAsSuspended(page: Page) {
  await signIn(page, 'operatore.sospeso');
  await page
    .getByRole('dialog', { name: "Scegli l'ambiente di lavoro" })
    .getByRole('link', { name: /Sportello IAT/ })
    .click();
  await expect(page).toHaveURL(/\/app\/make-iat/);
}

test.describe('inactive-account modal (spec 3 §4)', () => {
  test('a suspended operator sends the signed form; the admins get it in the outbox', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openDeskAsSuspended(page);
    const modal = page.getByRole('dialog', { name: 'Il tuo account non è attivo' });
    await expect(modal).toBeVisible();
    // It says why: the office access was switched off by an administrator.
    await expect(modal.getByText('Il tuo accesso è sospeso')).toBeVisible();
    await expect(
      modal.getByText(/Un amministratore ha sospeso la tua abilitazione su IAT Livorno/),
    ).toBeVisible();
    const confirm = modal.getByRole('button', { name: 'Invia il modulo' });
    await expect(confirm).toBeDisabled();
    // The required file's label carries an asterisk (and says "obbligatorio" to screen readers).
    await expect(modal.getByText('Modulo di accreditamento firmato *')).toBeVisible();
    await visitScreen(page, 'inactive-account-modal');

    // It cannot be closed: Escape leaves it where it is.
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await modal.getByRole('button', { name: /Scegli il file.*Modulo di accreditamento firmato/ }).click();
    await (
      await chooser
    ).setFiles({ name: 'modulo-firmato.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
    await expect(modal.getByText(/modulo-firmato\.pdf \(\d+ kB\)/)).toBeVisible();
    await expect(confirm).toBeEnabled();
    await visitScreen(page, 'inactive-account-file-chosen');
    await modal.getByRole('button', { name: 'Rimuovi modulo-firmato.pdf' }).click();
    await expect(confirm).toBeDisabled();

    await modal.locator('input[type=file]').setInputFiles({
      name: 'modulo-firmato.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile(),
    });
    await confirm.click();
    const sent = page.getByRole('dialog', { name: 'Documento inviato' });
    await expect(sent).toBeVisible();
    await expect(sent.getByRole('heading', { name: 'Documento inviato' })).toBeFocused();
    await expect(sent.getByText(/Abbiamo inoltrato il documento agli amministratori/)).toBeVisible();
    await visitScreen(page, 'inactive-account-sent');

    // An admin finds the request in the outbox and downloads the document.
    await signOut(page);
    await signIn(page, 'admin');
    await page.goto('/app/make-iat/outbox');
    await page.getByLabel('Cerca per destinatario o oggetto').fill('riattivazione');
    await page
      .getByRole('row')
      .filter({ hasText: 'Richiesta di riattivazione di Marco Bini' })
      .first()
      .click();
    const link = page.getByRole('dialog').getByRole('link', { name: /\/api\/user\/inactive-documents\/\d+/ });
    await expect(link).toBeVisible();
    const download = await page.request.get((await link.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
  });

  test('a custom message counts down, pauses while the contact form is open, then logs out', async ({
    page,
  }) => {
    const message = {
      title: 'Account sospeso',
      text: "La tua abilitazione è sospesa per la revisione annuale degli accreditamenti. Per informazioni scrivi all'assistenza.",
      timer: 8,
    };
    setDeskTemplate({
      modal: {
        title: 'Il tuo account non è attivo',
        contactLabel: "Contatta l'assistenza",
        switchSite: true,
      },
      customMessage: message,
    });
    try {
      await page.clock.install();
      await openDeskAsSuspended(page);
      const modal = page.getByRole('dialog', { name: 'Account sospeso' });
      await expect(modal).toBeVisible();
      // Under the contact dialog the modal is hidden from the accessibility tree: a plain locator.
      const timer = page.locator('[role="timer"]');
      await expect(timer).toHaveText(/Verrai disconnesso tra \d second/);
      await stopTheClock(page);
      await withFramesRunning(page, () => visitScreen(page, 'inactive-account-countdown'));
      // A second later it says one second less.
      const left = secondsIn(await timer.textContent());
      expect(left).toBeGreaterThan(3);
      await countDownTo(page, timer, left - 1);

      // The contact form pauses the countdown: three seconds later it still shows the same value.
      await modal.getByRole('button', { name: "Contatta l'assistenza" }).click();
      const contact = page.getByRole('dialog', { name: 'Contattaci' });
      await withFramesRunning(page, () => expect(contact).toBeVisible());
      await expect(page.getByText(/Conto alla rovescia in pausa/)).toBeAttached();
      await withFramesRunning(page, () => visitScreen(page, 'inactive-account-contact-pauses'));
      const paused = secondsIn(await timer.textContent());
      await page.clock.runFor(3000);
      expect(secondsIn(await timer.textContent())).toBe(paused);
      await contact.getByRole('button', { name: 'Annulla' }).click();
      await withFramesRunning(page, () => expect(contact).toBeHidden());

      // Closed, it runs again: on to the end, and the user is logged out.
      await countDownTo(page, timer, paused - 1);
      await runOut(page);
      await page.goto('/app/make-iat/');
      await expect(page).toHaveURL(/\/login/);
    } finally {
      setDeskTemplate(null);
    }
  });

  test('a custom form (the privacy notice) shows its success title, then counts down to the logout', async ({
    page,
  }) => {
    setDeskTemplate({
      modal: {
        title: 'Il tuo account non è attivo',
        contactLabel: "Contatta l'assistenza",
        switchSite: true,
      },
      customForm: { type: 'new-policy', title: 'Nuova informativa', successTitle: 'Grazie!', timer: 3 },
    });
    try {
      await page.clock.install();
      await openDeskAsSuspended(page);
      const modal = page.getByRole('dialog', { name: 'Informativa sul trattamento dei dati personali' });
      await expect(modal).toBeVisible();
      await modal.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
      await modal.getByRole('button', { name: 'Accetto' }).click();
      const thanks = page.getByRole('dialog', { name: 'Grazie!' });
      await expect(thanks).toBeVisible();
      await expect(thanks.getByRole('timer')).toHaveText(/Verrai disconnesso tra [1-3] second/);
      await stopTheClock(page);
      await runOut(page);
    } finally {
      setDeskTemplate(null);
    }
  });

  test('if the modal is taken out of the page, the app goes to the start', async ({ page }) => {
    await openDeskAsSuspended(page);
    const modal = page.getByRole('dialog', { name: 'Il tuo account non è attivo' });
    await expect(modal).toBeVisible();
    await page.evaluate(() =>
      document.querySelector('[role="dialog"]')?.closest('.MuiDialog-root')?.remove(),
    );
    await expect(page).not.toHaveURL(/\/app\/make-iat/);
    await expect(page.getByRole('dialog', { name: "Scegli l'ambiente di lavoro" })).toBeVisible();
  });
});
