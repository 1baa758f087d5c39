import type { Browser, Page } from '@playwright/test';
import { expect, RUN, signIn, test, visitScreen, withFramesRunning } from './support/fixtures';
import { postJson, withDatabase } from './support/server';

const DESK = `Banco 1 ${RUN}`;
const DESK_RENAMED = `Banco 1 ingresso ${RUN}`;
const KIOSK = `Kiosk atrio ${RUN}`;

/** The operator adds a terminal at "Terminali" and reads its code off the add-terminal modal. */
async function addTerminal(page: Page, name: string, type: 'Assistito' | 'Self-service (kiosk)') {
  await page.goto('/app/make-iat/externals');
  // Every terminal of the office: no type filter set by the page itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Terminali' })).toBeVisible();
  await expect(page).not.toHaveURL(/terminalType=/);
  await page.getByRole('button', { name: 'Aggiungi terminale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi terminale' });
  await dialog.getByLabel('Nome', { exact: true }).fill(name);
  await dialog.getByLabel('Nome del dispositivo').fill(`${name} (tablet)`);
  if (type !== 'Assistito') {
    await dialog.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: type }).click();
  }
  await dialog.getByRole('button', { name: 'Crea' }).click();
  const modal = page.getByRole('dialog', { name });
  await expect(modal.getByText('In attesa che il dispositivo si colleghi…')).toBeVisible();
  const code = (await modal.getByTestId('pairing-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}$/);
  return { modal, code };
}

/** A new tablet (its own browser context: no session) types the code, one box per character. */
async function pairDevice(browser: Browser, code: string, shot = false) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const device = await context.newPage();
  await device.goto('/external');
  await expect(device.getByRole('heading', { name: 'Registra il dispositivo' })).toBeVisible();
  const save = device.getByRole('button', { name: 'Salva' });
  await expect(save).toBeDisabled();
  if (shot) await visitScreen(device, 'kiosk-register-1024');
  const chars = code.toLowerCase().split('');
  for (let i = 0; i < 3; i++) await device.getByLabel(`Carattere ${i + 1} di 4`).fill(chars[i]!);
  // Upper-cased as typed; Salva only once all four are there.
  await expect(device.getByLabel('Carattere 1 di 4')).toHaveValue(code[0]!);
  await expect(save).toBeDisabled();
  await device.getByLabel('Carattere 4 di 4').fill(chars[3]!);
  await expect(save).toBeEnabled();
  await save.click();
  return { context, device };
}

test.describe('Terminals: the desk pairs a tablet, pushes the survey and gets the answers back', () => {
  test('pair, share the survey, fill it on the terminal, the answers land in the open profile, save', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'operatore');
    const { modal, code } = await addTerminal(page, DESK, 'Assistito');
    await visitScreen(page, 'terminals-add-code');
    const { context, device } = await pairDevice(browser, code, true);

    // The device waits with its name; the operator's modal says "connected", live.
    await expect(device.getByRole('status').filter({ hasText: 'Dispositivo in attesa.' })).toBeVisible();
    await expect(device.getByRole('heading', { name: `${DESK} (tablet)` })).toBeVisible();
    await expect(modal.getByTestId('terminal-connected')).toHaveText('Terminale collegato.');
    await visitScreen(device, 'terminals-standby-1024');
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    const row = page.getByRole('row').filter({ hasText: DESK });
    await expect(row.getByRole('cell', { name: 'Collegato', exact: true })).toBeVisible();
    await visitScreen(page, 'terminals-externals');

    // The edit-terminal modal.
    await row.getByRole('button', { name: /^Azioni per/ }).click();
    await page.getByRole('menuitem', { name: 'Modifica' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifica terminale' });
    await edit.getByLabel('Nome', { exact: true }).fill(DESK_RENAMED);
    await edit.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('row').filter({ hasText: DESK_RENAMED })).toBeVisible();

    // A new profile: the terminal's share action shows because a terminal of the office is online.
    await page.goto('/app/make-iat/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Scheda turista nuova' })).toBeVisible();
    await page.getByRole('button', { name: 'Terminale' }).click();
    const share = page.getByRole('dialog', { name: 'Condividi' });
    await expect(share.getByRole('combobox', { name: 'Terminale' })).toContainText(DESK_RENAMED);
    await share.getByRole('button', { name: 'Invia al terminale' }).click();
    await expect(share.getByText(`Condivisione in corso con «${DESK_RENAMED}».`)).toBeVisible();
    await visitScreen(page, 'terminals-sharing');
    await share.getByRole('button', { name: 'Chiudi' }).click();

    // The visitor fills the survey on the terminal.
    await expect(device.getByRole('heading', { name: 'Benvenuto in Toscana!' })).toBeVisible();
    await device.getByRole('button', { name: 'Inizia' }).click();
    await expect(device.getByRole('heading', { name: 'Da dove vieni?' })).toBeVisible();
    // Forward only when the section is valid.
    await device.getByRole('button', { name: 'Avanti' }).click();
    await expect(device.getByRole('heading', { name: 'Da dove vieni?' })).toBeVisible();
    await device.getByRole('radio', { name: 'Italia' }).check();
    // Field by field: the operator's form already shows the first answer.
    await expect(page.getByRole('radio', { name: 'Italia' })).toBeChecked();
    const region = device.getByRole('combobox', { name: 'Regione' });
    await region.fill('Tosc');
    await device.getByRole('option', { name: 'Toscana' }).click();
    await visitScreen(device, 'kiosk-section-1024');
    await device.setViewportSize({ width: 1920, height: 1080 });
    await visitScreen(device, 'kiosk-section-1920');
    await device.setViewportSize({ width: 1024, height: 768 });
    await device.getByRole('button', { name: 'Avanti' }).click();
    await expect(device.getByRole('heading', { name: 'Con chi viaggi?' })).toBeVisible();
    await device.getByRole('textbox', { name: 'Numero di persone' }).fill('3');
    await device.getByRole('button', { name: 'Avanti' }).click();
    await expect(device.getByRole('heading', { name: 'Che cosa ti interessa?' })).toBeVisible();
    await device.getByRole('checkbox', { name: 'Arte e musei' }).check();
    await device.getByRole('button', { name: 'Fine' }).click();
    await expect(device.getByRole('heading', { name: 'Grazie!' })).toBeVisible();
    await visitScreen(device, 'kiosk-outro-1024');

    // The answers are in the operator's open profile, no reload; the operator saves.
    await expect(page.getByRole('combobox', { name: /Regione/ })).toHaveText('Toscana');
    await expect(page.getByRole('radio', { name: 'Italia' })).toBeChecked();
    // The visitor's count stands: the form's starting composition (1 adult) does not outvote it.
    await expect(page.getByLabel('Numero di persone')).toHaveValue('3');
    await page.getByRole('button', { name: 'Salva' }).first().click();
    await page
      .getByRole('alertdialog', { name: 'Salvare la scheda?' })
      .getByRole('button', { name: 'Salva' })
      .click();
    await page.waitForURL(/\/app\/make-iat\/profiles/);
    const saved = page.getByRole('row').filter({ hasText: 'Toscana' }).first();
    await expect(saved.getByRole('cell', { name: '3', exact: true })).toBeVisible();
    await context.close();
  });

  test('a list shown on the terminal: share it from the lists page, the visitor sees it and its QR, stop', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'operatore');
    // The list: two published places of the catalogue, added as the operator does from explore.
    // The title the visitor reads: the German text, the Italian one where there is none.
    const assets = withDatabase(
      (db) =>
        db
          .prepare(
            `select a.source_id as resId, a.type,
               coalesce((select t.title from asset_texts t where t.asset_id = a.id and t.locale = 'de'),
                        (select t.title from asset_texts t where t.asset_id = a.id and t.locale = 'it')) as title
             from assets a where a.status = 0 and a.type in ('attraction', 'accommodation') order by a.id limit 2`,
          )
          .all() as { resId: string; type: string; title: string }[],
    );
    expect(assets).toHaveLength(2);
    const list = await postJson<{ id: number }>(page, '/api/list/lista?env=make-iat', {
      title: 'Da non perdere a Firenze',
    });
    for (const a of assets)
      await postJson(page, `/api/list/lista/${list.id}/elemento?env=make-iat`, {
        resId: a.resId,
        type: a.type,
        locale: 'it',
      });
    const titles = assets.map((a) => a.title);

    const { modal, code } = await addTerminal(page, 'Banco liste', 'Assistito');
    const { context, device } = await pairDevice(browser, code);
    await expect(modal.getByTestId('terminal-connected')).toBeVisible();
    await expect(device.getByRole('heading', { name: 'Banco liste (tablet)' })).toBeVisible();
    await modal.getByRole('button', { name: 'Chiudi' }).click();

    // "Condividi lista": the terminal section is there because the terminal is online.
    await page.goto(`/app/make-iat/explore?tab=lists&list=${list.id}`);
    await expect(page.getByRole('list', { name: 'Da non perdere a Firenze' })).toBeVisible();
    const openShare = page.getByRole('button', { name: 'Condividi', exact: true });
    await openShare.click();
    const share = page.getByRole('dialog', { name: 'Condividi lista' });
    const section = share.getByRole('region', { name: 'Terminale esterno' });
    await expect(section.getByText('Mostra la lista sul terminale rivolto al visitatore.')).toBeVisible();
    await section.getByRole('combobox', { name: 'Terminale' }).click();
    await page.getByRole('option', { name: /^Banco liste/ }).click();
    await section.getByRole('combobox', { name: 'Lingua' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await section.getByRole('button', { name: 'Invia al terminale' }).click();
    await expect(section.getByText('Condivisione in corso con «Banco liste».')).toBeVisible();
    await visitScreen(page, 'terminals-list-sharing');
    await share.getByRole('button', { name: 'Chiudi' }).click();

    // The terminal shows the list in German, with the QR code of its share link; the page says so.
    await expect(device.getByRole('heading', { level: 1, name: 'Da non perdere a Firenze' })).toBeVisible();
    for (const title of titles) await expect(device.getByRole('heading', { name: title })).toBeVisible();
    await expect(device.getByText('2 Vorschläge')).toBeVisible();
    await expect(device.getByText('Scannen Sie den Code, um die Liste mitzunehmen.')).toBeVisible();
    await expect(device.getByRole('img', { name: 'QR-Code des Links zur Liste' })).toBeVisible();
    await expect(device.locator('html')).toHaveAttribute('lang', 'de');
    await expect(device.getByText(/\/condivisione\/lista\/[A-Za-z0-9_-]{32}$/)).toBeVisible();
    await visitScreen(device, 'terminals-list-1024');

    // "Interrompi": the terminal goes back to waiting.
    await openShare.click();
    await share
      .getByRole('region', { name: 'Terminale esterno' })
      .getByRole('button', { name: 'Interrompi' })
      .click();
    await expect(device.getByRole('status').filter({ hasText: 'Dispositivo in attesa.' })).toBeVisible();
    await expect(device.locator('html')).toHaveAttribute('lang', 'it');
    await expect(share.getByRole('button', { name: 'Invia al terminale' })).toBeVisible();
    await context.close();
  });

  test('the self kiosk: a full run, then a visitor who walks away (fake clock)', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'operatore');
    const { modal, code } = await addTerminal(page, KIOSK, 'Self-service (kiosk)');
    const { context, device } = await pairDevice(browser, code);
    await expect(modal.getByTestId('terminal-connected')).toBeVisible();
    // The paired kiosk is on the page as it opens, beside the desk terminals, with no filter to clear.
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    const kiosk = page.getByRole('row').filter({ hasText: KIOSK });
    await expect(kiosk.getByRole('cell', { name: 'Self-service (kiosk)', exact: true })).toBeVisible();
    await expect(kiosk.getByRole('cell', { name: 'Collegato', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancella filtri' })).toBeHidden();
    await visitScreen(page, 'terminals-kiosk-listed');

    await device.clock.install();
    await device.reload();
    await expect(device.getByRole('heading', { name: 'Benvenuto in Toscana!' })).toBeVisible();
    await visitScreen(device, 'kiosk-intro-1024');
    await device.setViewportSize({ width: 1920, height: 1080 });
    await visitScreen(device, 'kiosk-intro-1920');
    await device.setViewportSize({ width: 1024, height: 768 });

    // Any of the five languages.
    await device.getByRole('button', { name: 'English' }).click();
    await expect(device.getByRole('heading', { name: 'Welcome to Tuscany!' })).toBeVisible();
    await device.getByRole('button', { name: 'Italiano' }).click();
    await expect(device.getByRole('heading', { name: 'Benvenuto in Toscana!' })).toBeVisible();

    // In German every fixed text is German and the page says `lang="de"`; back in Italian, "it".
    await device.getByRole('button', { name: 'Deutsch' }).click();
    await expect(device.getByRole('heading', { name: 'Willkommen in der Toskana!' })).toBeVisible();
    await expect(device.locator('html')).toHaveAttribute('lang', 'de');
    await expect(device.getByRole('group', { name: 'Sprache' })).toBeVisible();
    // Time stands still in the section: no countdown popup over it.
    await device.clock.pauseAt((await device.evaluate(() => Date.now())) + 1000);
    await device.getByRole('button', { name: 'Starten' }).click();
    await expect(device.getByRole('heading', { name: 'Woher kommen Sie?' })).toBeVisible();
    await expect(device.getByText('Abschnitt 1 von 3', { exact: true })).toBeVisible();
    await expect(device.getByText(/sezione/i)).toHaveCount(0);
    await device.getByRole('button', { name: 'Weiter' }).click();
    await expect(device.getByText('Herkunft: Pflichtfeld')).toBeVisible();
    await device.getByRole('radio', { name: 'Italien' }).check();
    await withFramesRunning(device, async () => {
      await device.getByRole('combobox', { name: 'Region' }).fill('T');
      await expect(device.getByText('Mindestens 3 Zeichen eingeben')).toBeVisible();
    });
    await withFramesRunning(device, () => visitScreen(device, 'kiosk-section-de-1024'));
    await device.getByRole('button', { name: 'Neu beginnen' }).click();
    await expect(device.getByRole('heading', { name: 'Willkommen in der Toskana!' })).toBeVisible();
    await device.getByRole('button', { name: 'Italiano' }).click();
    await expect(device.getByRole('heading', { name: 'Benvenuto in Toscana!' })).toBeVisible();
    await expect(device.locator('html')).toHaveAttribute('lang', 'it');

    // From here time moves only when the test says so: the countdown runs in the sections.
    const now = await device.evaluate(() => Date.now());
    await device.clock.pauseAt(now + 1000);
    await device.getByRole('button', { name: 'Inizia' }).click();
    await device.getByRole('radio', { name: 'Unione europea', exact: true }).check();
    await withFramesRunning(device, async () => {
      await device.getByRole('combobox', { name: 'Paese' }).fill('Germ');
      await device.getByRole('option', { name: 'Germania' }).click();
    });
    await device.getByRole('button', { name: 'Avanti' }).click();
    await expect(device.getByRole('heading', { name: 'Con chi viaggi?' })).toBeVisible();
    // Backward, and forward again with the answers kept.
    await device.getByRole('button', { name: 'Indietro' }).click();
    await expect(device.getByRole('radio', { name: 'Unione europea', exact: true })).toBeChecked();
    await device.getByRole('button', { name: 'Avanti' }).click();
    await device.getByRole('button', { name: 'Avanti' }).click();
    await expect(device.getByRole('heading', { name: 'Che cosa ti interessa?' })).toBeVisible();
    // "Fine" needs a valid section.
    await device.getByRole('button', { name: 'Fine' }).click();
    await expect(device.getByRole('heading', { name: 'Che cosa ti interessa?' })).toBeVisible();
    await device.getByRole('checkbox', { name: 'Natura e trekking' }).check();
    const saved = device.waitForResponse((r) => r.url().includes('/api/external/profile'));
    await device.getByRole('button', { name: 'Fine' }).click();
    const final = await saved;
    expect(final.status()).toBe(200);
    expect(JSON.parse(final.request().postData()!)).toMatchObject({
      type: 'final',
      values: { profilo_paese: 'eu', profilo_interessi: ['natura'] },
    });
    await expect(device.getByRole('heading', { name: 'Grazie!' })).toBeVisible();
    // resetTimeout (10 s): back to the intro for the next visitor.
    await device.clock.runFor(10_000);
    await expect(device.getByRole('heading', { name: 'Benvenuto in Toscana!' })).toBeVisible();

    // The inactivity countdown: the popup at 177, "Continua" starts again, at 0 saved and reset.
    await device.getByRole('button', { name: 'Inizia' }).click();
    await device.getByRole('radio', { name: 'Italia' }).check();
    await device.clock.runFor(2_000);
    const popup = device.getByRole('dialog', { name: 'Sei ancora qui?' });
    await expect(popup).toBeHidden();
    await device.clock.runFor(1_500);
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Il questionario ricomincerà tra 177 secondi.');
    await withFramesRunning(device, () => visitScreen(device, 'kiosk-popup-1024'));
    await popup.getByRole('button', { name: 'Continua' }).click();
    await expect(popup).toBeHidden();
    await expect(device.getByRole('radio', { name: 'Italia' })).toBeChecked();
    const timedOut = device.waitForResponse((r) => r.url().includes('/api/external/profile'));
    await device.clock.runFor(181_000);
    const reply = await timedOut;
    expect(reply.status()).toBe(200);
    expect(JSON.parse(reply.request().postData()!)).toMatchObject({
      type: 'timeout',
      values: { profilo_paese: 'it' },
    });
    await expect(device.getByRole('heading', { name: 'Benvenuto in Toscana!' })).toBeVisible();
    await context.close();
  });
});
