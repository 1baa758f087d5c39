import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { approvedApiRequest } from './support/api-access';
import { expect, expectAccessible, signIn, signOut, test, visitScreen } from './support/fixtures';

/**
 * A partner's own web site on another local port: serves whatever page the journey gives it, as
 * the partner's CMS would once the snippet is pasted.
 */
async function partnerSite() {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const html = pages.get(req.url ?? '/');
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The same site under another name: another origin, which the key does not list. */
    otherOrigin: `http://localhost:${port}`,
    publish: (url: string, body: string) =>
      pages.set(
        url,
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Agriturismo Il Poggio</title></head>` +
          `<body><main><h1>Willkommen im Agriturismo Il Poggio</h1>${body}</main></body></html>`,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
