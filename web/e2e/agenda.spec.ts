import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, visitScreen } from './support/fixtures';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principale' });
const snack = (page: Page, text: string | RegExp) => page.locator('[role="alert"]').filter({ hasText: text });
const bodyRows = (t: Locator) => t.locator(':scope > tbody > tr');

/** The screen at the desk's width (1366 px) and at a tablet's (1024 px), each checked by axe. */
async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 800 });
  await visitScreen(page, `${name}-1366`);
  await page.setViewportSize({ width: 1024, height: 768 });
  await visitScreen(page, `${name}-1024`);
  await page.setViewportSize({ width: 1366, height: 800 });
}

test.describe('Agenda: the desk finds a contact and hands it to the visitor', () => {
  test('from the side menu: search, filter, map, the contact, share by e-mail and WhatsApp', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, 'operatore');
    await mainMenu(page).getByRole('link', { name: 'Agenda' }).click();
    await expect(page).toHaveURL(/\/app\/make-iat\/agenda$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    const agenda = page.getByRole('table', { name: 'Agenda', exact: true });
    await expect(agenda).toHaveAttribute('aria-busy', 'false');
    await expect(bodyRows(agenda).first()).toBeVisible();
    // An operator consults the agenda: no add button.
    await expect(page.getByRole('button', { name: 'Nuovo partner' })).toHaveCount(0);
    await bothWidths(page, 'agenda-table');

    // Search: the museum of Siena.
    await page.getByRole('searchbox', { name: /Cerca per nome, comune/ }).fill('museo civico');
    await expect(page).toHaveURL(/[?&]query=museo/);
    await expect(bodyRows(agenda)).toHaveCount(7);
    await expect(agenda.getByRole('button', { name: 'Museo Civico di Siena', exact: true })).toBeVisible();

    // Filter by province: Siena only.
    await page.getByRole('button', { name: /^Provincia: / }).click();
    const province = page.getByRole('dialog', { name: 'Provincia' });
    await province.getByRole('searchbox', { name: 'Cerca in Provincia' }).fill('SI');
    await province.getByRole('option', { name: 'SI', exact: true }).click();
    await expect(page).toHaveURL(/[?&]province=SI(&|$)/);
    await expect(bodyRows(agenda)).toHaveCount(1);

    // The map view: the list's contacts as markers.
    await page.getByRole('button', { name: 'Cancella filtri' }).click();
    await expect(page).not.toHaveURL(/query=/);
    await page.getByRole('button', { name: 'Mappa' }).click();
    await expect(page).toHaveURL(/[?&]vista=mappa(&|$)/);
    const map = page.getByRole('region', { name: 'Mappa: Agenda' });
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(await map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(5);
    await bothWidths(page, 'agenda-map');
    await page.getByRole('button', { name: 'Elenco' }).click();
    await expect(page).not.toHaveURL(/vista=/);

    // Open a contact: the office of Siena, with its links and its users.
    await page.getByRole('searchbox', { name: /Cerca per nome, comune/ }).fill('iat siena');
    await agenda.getByRole('button', { name: 'IAT Siena', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'IAT Siena' });
    await expect(modal.getByRole('link', { name: '+39 0577280551' })).toHaveAttribute(
      'href',
      'tel:+390577280551',
    );
    await expect(modal.getByRole('link', { name: 'info@iat-siena.example' })).toHaveAttribute(
      'href',
      'mailto:info@iat-siena.example',
    );
    await expect(modal.getByRole('table', { name: 'Utenti del gruppo' })).toContainText('Operatore');
    await bothWidths(page, 'agenda-contact');

    // Share by e-mail: the spec's empty-field texts, then the outbox.
    await modal.getByRole('button', { name: 'Invia per e-mail' }).click();
    const share = page.getByRole('dialog', { name: 'Condividi IAT Siena' });
    const email = share.getByRole('textbox', { name: 'E-mail' });
    await email.fill('x');
    await email.fill('');
    await expect(share.getByText("L'email non può essere vuota")).toBeVisible();
    const phone = share.getByRole('textbox', { name: 'Numero WhatsApp' });
    await phone.fill('3');
    await phone.fill('');
    await expect(share.getByText('Il numero non può essere vuoto')).toBeVisible();
    await bothWidths(page, 'agenda-share');
    await email.fill('visitatore.agenda@example.org');
    await share.getByRole('button', { name: 'Invia e-mail' }).click();
    await expect(snack(page, 'Email inviata con successo')).toBeVisible();

    // WhatsApp: wa.me with the number and the language's text.
    await phone.fill('+39 333 765 4321');
    const [popup, wa] = await Promise.all([
      page.waitForEvent('popup'),
      context.waitForEvent('request', (r) => r.url().startsWith('https://wa.me/')),
      share.getByRole('button', { name: 'Invia su WhatsApp' }).click(),
    ]);
    expect(wa.url()).toMatch(/^https:\/\/wa\.me\/393337654321\?text=/);
    expect(new URL(wa.url()).searchParams.get('text')).toContain('I contatti di IAT Siena');
    await popup.close();
    await share.getByRole('button', { name: 'Chiudi' }).click();

    // The e-mail is in "Posta in uscita" (read by an administrator).
    await page.context().clearCookies();
    await signIn(page, 'admin');
    await page.goto('/app/make-iat/outbox');
    await page.getByLabel('Cerca per destinatario o oggetto').fill('visitatore.agenda@example.org');
    await page.getByRole('row').filter({ hasText: 'visitatore.agenda@example.org' }).first().click();
    await expect(page.getByRole('dialog')).toContainText('I contatti di IAT Siena');
  });

  test("the top-bar search finds a partner's phone from explore and opens its contact", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, 'operatore');
    await expect(page).toHaveURL(/\/app\/make-iat\/explore$/);
    const search = page.getByRole('combobox', { name: 'Cerca', exact: true });
    await search.fill('enoteca pubblica di lu');
    const contacts = page.getByRole('group', { name: 'Agenda' });
    const option = contacts.getByRole('option', {
      name: /^Enoteca Pubblica di Lucca Altro partner · Lucca · \+39 0583/,
    });
    await expect(option).toBeVisible({ timeout: 30_000 });
    await option.click();
    await expect(page).toHaveURL(/\/app\/make-iat\/agenda\?contatto=p\d+$/);
    const modal = page.getByRole('dialog', { name: 'Enoteca Pubblica di Lucca' });
    await expect(modal.getByRole('link', { name: /^\+39 0583/ })).toHaveAttribute('href', /^tel:\+390583/);
    await expect(
      modal.getByRole('link', { name: /enoteca-lucca\.example \(si apre in una nuova scheda\)/ }),
    ).toHaveAttribute('target', '_blank');
    await bothWidths(page, 'agenda-contact-partner');
    // Closed, the address forgets the contact: a reload does not open it again.
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    await expect(page).toHaveURL(/\/app\/make-iat\/agenda$/);
  });

  test("a referent adds a partner to the office's agenda", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, 'referente');
    await page.goto('/app/make-iat/agenda');
    await page.getByRole('button', { name: 'Nuovo partner' }).click();
    const form = page.getByRole('dialog', { name: "Partner dell'agenda" });
    // The form engine's chunk and the template load on first use: a busy machine takes seconds.
    await expect(form.getByRole('textbox', { name: 'Nome' })).toBeVisible({ timeout: 30_000 });
    await form.getByRole('textbox', { name: 'Nome' }).fill('Museo del Bigallo');
    await form.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Museo' }).click();
    await form.getByRole('checkbox', { name: 'Cultura' }).check();
    await form.getByRole('textbox', { name: 'Indirizzo' }).fill('Piazza San Giovanni 1');
    await form.getByRole('textbox', { name: 'Comune' }).fill('Firenze');
    await form.getByRole('textbox', { name: 'Provincia' }).fill('FI');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('bigallo@example.org');
    await bothWidths(page, 'agenda-partner-form');
    await form.getByRole('button', { name: 'Salva' }).click();
    await expect(snack(page, 'Contatto salvato.')).toBeVisible();
    await page.getByRole('searchbox', { name: /Cerca per nome, comune/ }).fill('bigallo');
    const agenda = page.getByRole('table', { name: 'Agenda', exact: true });
    await expect(agenda.getByRole('button', { name: 'Museo del Bigallo', exact: true })).toBeVisible();
  });
});
