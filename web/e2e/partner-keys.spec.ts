import { approvedApiRequest } from './support/api-access';
import { expect, expectAccessible, signIn, signOut, test, visitScreen } from './support/fixtures';
import { partnerSite } from './support/partner-site';

// One file for the keys and the widget: both ask and approve the editorial office's API access,
// which waits for one request at a time, so they must not run side by side.

test.describe('Partners’ API keys', () => {
  test('an admin approves an API request, sees the key once, edits its grants and revokes it', async ({
    page,
  }) => {
    const shown = await approvedApiRequest(
      page,
      'Mostrare gli eventi della redazione sul sito del consorzio.',
    );
    // The secret, once, with its copy button and the warning.
    await expect(shown).toBeVisible();
    await expect(shown.getByText('Non sarà mostrata di nuovo', { exact: false })).toBeVisible();
    const secret = (await shown.getByTestId('partner-key-secret').textContent()) ?? '';
    expect(secret).toMatch(/^spk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await shown.getByRole('button', { name: 'Copia la chiave' }).click();
    await expect(page.getByText('Chiave copiata negli appunti')).toBeVisible();
    await visitScreen(page, 'partner-key-secret');
    await shown.getByRole('button', { name: 'Ho copiato la chiave' }).click();
    await expect(shown).toBeHidden();

    // The key in the table, reached from the side menu; the secret appears nowhere.
    await page.getByRole('link', { name: 'Chiavi API' }).click();
    await expect(page.getByRole('heading', { name: 'Chiavi API' })).toBeVisible();
    const keyId = secret.split('_').slice(0, 2).join('_');
    const row = page.getByRole('row').filter({ hasText: keyId });
    await expect(row).toContainText('Redazione Visit Tuscany');
    await expect(row).toContainText('Attiva');
    await expect(row).toContainText('tutte le lingue · 60 richieste/min');
    await expect(page.getByText(secret.split('_')[2]!)).toHaveCount(0);
    await visitScreen(page, 'partner-keys-table');

    // Grants: two languages, contacts left out, 120 a minute.
    await row.getByRole('button', { name: /^Azioni per/ }).click();
    await page.getByRole('menuitem', { name: 'Modifica autorizzazioni' }).click();
    const grants = page.getByRole('dialog', { name: /Autorizzazioni della chiave/ });
    await expect(grants.getByRole('checkbox', { name: 'Italiano' })).toBeChecked();
    for (const lang of ['Francese', 'Tedesco', 'Spagnolo'])
      await grants.getByRole('checkbox', { name: lang }).uncheck();
    await grants.getByRole('checkbox', { name: 'Contatti (telefono, e-mail, sito)' }).check();
    await grants.getByLabel('Richieste al minuto').fill('0');
    await grants.getByRole('button', { name: 'Salva' }).click();
    await expect(grants.getByText('Richieste al minuto: almeno 1')).toBeVisible();
    await grants.getByLabel('Richieste al minuto').fill('120');
    await visitScreen(page, 'partner-key-grants');
    await grants.getByRole('button', { name: 'Salva' }).click();
    await expect(
      page.getByText('Autorizzazioni della chiave di «Redazione Visit Tuscany» salvate.'),
    ).toBeVisible();
    await expect(row).toContainText('Italiano, Inglese · 120 richieste/min · 1 campo escluso');

    // Revoca: asked first, then the snackbar and the state.
    await row.getByRole('button', { name: /^Azioni per/ }).click();
    await page.getByRole('menuitem', { name: 'Revoca' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revocare la chiave?' });
    await expect(confirm).toContainText('smetterà di funzionare subito');
    await confirm.getByRole('button', { name: /Conferma|Revoca/ }).click();
    await expect(
      page.getByText('Chiave API di «Redazione Visit Tuscany» revocata: non funziona più da subito.'),
    ).toBeVisible();
    await expect(row).toContainText('Revocata');
    await visitScreen(page, 'partner-keys-revoked');
  });
});

test.describe('The partners’ widget', () => {
  test('a partner configures the widget, pastes the snippet into their site and sees it there', async ({
    page,
    context,
  }) => {
    const site = await partnerSite();
    try {
      // The key, approved; the admin lists the partner's site among its origins.
      const shown = await approvedApiRequest(page, 'Il widget del catalogo sul sito del consorzio.');
      await shown.getByRole('button', { name: 'Ho copiato la chiave' }).click();
      await page.getByRole('link', { name: 'Chiavi API' }).click();
      const row = page
        .getByRole('row')
        .filter({ hasText: 'Redazione Visit Tuscany' })
        .filter({ hasText: 'Attiva' });
      await row
        .first()
        .getByRole('button', { name: /^Azioni per/ })
        .click();
      await page.getByRole('menuitem', { name: 'Modifica autorizzazioni' }).click();
      const grants = page.getByRole('dialog', { name: /Autorizzazioni della chiave/ });
      await grants.getByLabel('Origini consentite (una per riga)').fill(site.origin);
      await grants.getByRole('button', { name: 'Salva' }).click();
      await expect(
        page.getByText(/Autorizzazioni della chiave di «Redazione Visit Tuscany» salvate/),
      ).toBeVisible();
      await signOut(page);

      // The partner's reviewer opens Widget from the side menu.
      await signIn(page, 'revisore');
      await page.goto('/app/make-vt/');
      await page.getByRole('link', { name: 'Widget', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Widget', level: 1 })).toBeVisible();
      await expect(page.getByText(`Il widget funziona su: ${site.origin}.`)).toBeVisible();
      // The API-access form follows, once the page has loaded (spec 1 §2).
      await expect(page.getByRole('region', { name: 'Accesso API' })).toBeVisible();

      await page.getByRole('combobox', { name: 'Lingua' }).click();
      await page.getByRole('option', { name: 'Tedesco' }).click();
      await page.getByLabel('Titolo (facoltativo)').fill('Entdecken Sie die Toskana');
      await page.getByRole('textbox', { name: 'Colore del partner' }).fill('#7b2d8e');
      const preview = page.frameLocator('iframe[title="Anteprima del widget"]');
      await expect(preview.getByRole('heading', { name: 'Entdecken Sie die Toskana' })).toBeVisible();
      await expect(preview.getByLabel('Orte, Veranstaltungen und Angebote suchen')).toBeVisible();
      await expect(preview.getByRole('listitem').first()).toBeVisible();
      await visitScreen(page, 'widget-configurator');

      // One content type instead, then a list: the editorial office has none, and the page says so.
      const show = page.getByRole('combobox', { name: 'Cosa mostrare' });
      await show.click();
      await page.getByRole('option', { name: 'Contenuti di un tipo' }).click();
      await page.getByRole('combobox', { name: 'Tipo di contenuto' }).click();
      await page.getByRole('option', { name: 'Evento', exact: true }).click();
      await expect(preview.getByRole('status')).toHaveText(/\d+ Ergebnisse?/);
      await expect(preview.getByRole('listitem').first()).toBeVisible();
      await show.click();
      await page.getByRole('option', { name: 'Una lista' }).click();
      await expect(page.getByText('Il gruppo della chiave non ha liste.')).toBeVisible();
      await show.click();
      await page.getByRole('option', { name: 'Ricerca nel catalogo' }).click();
      await expect(preview.getByLabel('Orte, Veranstaltungen und Angebote suchen')).toBeVisible();

      // The snippet, copied, pasted into the partner's page on another port.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: 'Copia codice' }).click();
      await expect(page.getByText('Codice copiato negli appunti')).toBeVisible();
      const script = await page.evaluate(() => navigator.clipboard.readText());
      expect(script).toContain('data-key="spw_');
      expect(script).toContain('data-color="#7b2d8e"');
      site.publish('/', script);
      await page.getByRole('tab', { name: 'Iframe' }).click();
      const frame = await page.getByTestId('widget-snippet').inputValue();
      expect(frame).toContain('<iframe src="http://127.0.0.1:');
      site.publish('/iframe', frame);

      const partner = await context.newPage();
      await partner.goto(site.origin);
      const widget = partner.getByRole('region', { name: 'Entdecken Sie die Toskana' });
      await expect(widget).toBeVisible();
      await expect(widget.getByRole('status')).toHaveText(/\d+ Ergebnisse?/);
      await widget.getByLabel('Orte, Veranstaltungen und Angebote suchen').fill('Siena');
      await widget.getByRole('button', { name: 'Suchen' }).click();
      await expect(widget.getByRole('listitem').first()).toBeVisible();
      await visitScreen(partner, 'widget-on-partner-site');
      await partner.setViewportSize({ width: 390, height: 844 });
      await visitScreen(partner, 'widget-on-partner-site-phone');

      // The iframe fallback, on the same site.
      await partner.goto(`${site.origin}/iframe`);
      const framed = partner.frameLocator('iframe');
      await expect(framed.getByRole('heading', { name: 'Entdecken Sie die Toskana' })).toBeVisible();
      await expect(framed.getByRole('listitem').first()).toBeVisible();
      await expectAccessible(partner, 'widget-iframe');

      // The same snippet on a site the key does not list: the API refuses it, the widget says so.
      await partner.goto(site.otherOrigin);
      await expect(
        partner.getByRole('status').filter({ hasText: 'Die Inhalte konnten nicht geladen werden.' }),
      ).toBeVisible();
      await partner.close();
    } finally {
      await site.close();
    }
  });
});
