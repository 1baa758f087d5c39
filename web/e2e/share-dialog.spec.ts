import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, RUN, signIn, test, visitScreen } from './support/fixtures';
import { getJson, postJson, withDatabase } from './support/server';

// The snackbar sits beside the dialog (aria-hidden while it is open): found by its role attribute.
const snack = (page: Page, text: string) => page.locator('[role="alert"]').filter({ hasText: text });

/**
 * The share dialog (issue 40): opening it makes no link; a share in a language an element lacks
 * says which one and in which language it will appear, and the PDF marks it; the list's links are
 * listed, and one is revoked from the dialog (with a confirmation), after which it opens nothing.
 */
test.describe('Condividi lista: links made on share, missing languages, Revoca', () => {
  test('German for a list with an element without German: the warning, the link, the PDF, Revoca', async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'operatore');
    // Two published places of the catalogue: one written in German, one not.
    const pick = (german: boolean) =>
      withDatabase(
        (db) =>
          db
            .prepare(
              `select a.source_id as resId, a.type,
                 (select t.title from asset_texts t where t.asset_id = a.id and t.locale = 'it') as title
               from assets a where a.status = 0 and a.type in ('attraction', 'accommodation')
                 and a.lat is not null and a.source = 'import'
                 and ${german ? '' : 'not '}exists (select 1 from asset_texts t where t.asset_id = a.id and t.locale = 'de')
               order by a.id limit 1`,
            )
            .get() as { resId: string; type: string; title: string },
      );
    const withGerman = pick(true);
    const without = pick(false);
    const title = `Für die Familie ${RUN}`;
    const list = await postJson<{ id: number }>(page, '/api/list/lista?env=make-iat', { title });
    for (const a of [withGerman, without])
      await postJson(page, `/api/list/lista/${list.id}/elemento?env=make-iat`, {
        resId: a.resId,
        type: a.type,
        locale: 'it',
      });

    await page.goto(`/app/make-iat/explore?tab=lists&list=${list.id}`);
    await expect(page.getByRole('list', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Condividi', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Condividi lista' });
    // Opening the dialog made no link.
    await expect(share.getByText('Nessun link ancora: il primo si crea quando condividi.')).toBeVisible();
    await expect(share.getByRole('textbox', { name: 'Link' })).toHaveValue('');
    expect(await getJson<unknown[]>(page, `/api/list/lista/${list.id}/condivisioni?env=make-iat`)).toEqual(
      [],
    );

    // Deutsch: the element without German is named, with the language it will appear in.
    await share.getByRole('combobox', { name: 'Lingua' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    const warning = share.getByRole('status').filter({ hasText: '1 elemento non ha testi in tedesco' });
    await expect(warning).toBeVisible();
    await expect(warning.getByText(`2. ${without.title} — in italiano`)).toBeVisible();
    await expect(warning.getByText(withGerman.title)).toHaveCount(0);
    await visitScreen(page, 'share-dialog-missing-de');

    // "Copia link" makes the German link; it is listed with "Revoca".
    await share.getByRole('button', { name: 'Copia link' }).click();
    await expect(snack(page, 'Link copiato negli appunti.')).toBeVisible();
    const linkBox = share.getByRole('textbox', { name: 'Link' });
    await expect(linkBox).toHaveValue(/\/condivisione\/lista\/[A-Za-z0-9_-]{32}$/);
    const link = await linkBox.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const links = share.getByRole('list', { name: 'Link di questa lista' });
    await expect(links.getByRole('listitem')).toHaveCount(1);
    await expect(links.getByText('Link in tedesco')).toBeVisible();
    // Copying again gives the same link, not a second one.
    await share.getByRole('button', { name: 'Copia link' }).click();
    await expect(linkBox).toHaveValue(link);
    await expect(links.getByRole('listitem')).toHaveCount(1);

    // The PDF, signed out: German fixed texts, the element without German marked.
    const stranger = await browser.newContext();
    const reply = await stranger.request.get(link);
    expect(reply.status()).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-dialog-'));
    const pdf = path.join(dir, 'liste.pdf');
    fs.writeFileSync(pdf, await reply.body());
    const words = execFileSync('pdftotext', [pdf, '-']).toString();
    for (const w of ['Auf der Karte', '(Text auf Italienisch)', title, 'Seite 1 von'])
      expect(words).toContain(w);

    // "Revoca", confirmed: the link opens nothing any more, the dialog says when it was revoked.
    await share.getByRole('button', { name: 'Revoca il link in tedesco' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revocare il link?' });
    await expect(
      confirm.getByText(/Chi ha ricevuto il link in tedesco non potrà più aprire la lista/),
    ).toBeVisible();
    await visitScreen(page, 'share-dialog-revoke-confirm');
    await confirm.getByRole('button', { name: 'Revoca' }).click();
    await expect(snack(page, 'Link revocato.')).toBeVisible();
    await expect(links.getByText(/revocato il/)).toBeVisible();
    // The stranger's PDF was counted on the link.
    await expect(links.getByText(/aperto 1 volta/)).toBeVisible();
    await expect(share.getByRole('button', { name: 'Revoca il link in tedesco' })).toHaveCount(0);
    await expect(linkBox).toHaveValue('');
    expect((await stranger.request.get(link)).status()).toBe(404);
    await stranger.close();
    await share.getByRole('button', { name: 'Chiudi' }).click();
  });

  test('the explore preview offers only the languages an item is written in', async ({ page }) => {
    await signIn(page, 'operatore');
    const item = withDatabase(
      (db) =>
        db
          .prepare(
            `select a.id, a.type, a.langs from assets a where a.status = 0 and a.source = 'import'
               and a.type = 'attraction'
               and not exists (select 1 from asset_texts t where t.asset_id = a.id and t.locale = 'de')
             order by a.id limit 1`,
          )
          .get() as { id: number; type: string; langs: string },
    );
    const langs = withDatabase((db) =>
      (
        db.prepare('select locale from asset_texts where asset_id = ? order by locale').all(item.id) as {
          locale: string;
        }[]
      ).map((r) => r.locale),
    );
    // Asked in German (a link, or the search's language): read in Italian, and said so.
    await page.goto(`/app/make-iat/explore?item=${item.type}%3A${item.id}&itemLang=de`);
    const dialog = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('combobox', { name: 'Lingua della scheda' }) });
    await expect(dialog.getByText("Non c'è in tedesco: è in italiano")).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Lingua della scheda' })).toHaveText('Italiano');
    await dialog.getByRole('combobox', { name: 'Lingua della scheda' }).click();
    const offered = await page.getByRole('option').evaluateAll((os) => os.map((o) => o.getAttribute('lang')));
    expect([...offered].sort()).toEqual(langs);
    await page.keyboard.press('Escape');
  });
});
