import { approvedApiRequest } from './support/api-access';
import { expect, test, visitScreen } from './support/fixtures';

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
