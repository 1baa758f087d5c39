import { expect, signIn, test, visitScreen } from './support/fixtures';

test.describe('Help and contact', () => {
  test('the help dialog answers the frequent questions', async ({ page }) => {
    await signIn(page, 'redattore');
    await page
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('button', { name: 'Aiuto' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Aiuto' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Domande frequenti sullo Sportello')).toBeVisible();
    // Each question opens its answer.
    const question = dialog.getByRole('button', { name: 'Ho dimenticato la password: come faccio?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByText(/Nella pagina di accesso scegli «Password dimenticata\?»/)).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Perché il mio account risulta non attivo?' }),
    ).toHaveAttribute('aria-expanded', 'false');
    await visitScreen(page, 'help');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a contact message names the empty field, then reaches the board', async ({ page }) => {
    await signIn(page, 'redattore');
    await page
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('button', { name: 'Contattaci' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Invia' }).click();
    await expect(dialog.getByText('Oggetto: campo obbligatorio')).toBeVisible();
    await visitScreen(page, 'contact-errors');

    await dialog.getByLabel('Oggetto').fill('Orari del museo');
    await dialog.getByLabel('Messaggio').fill('Gli orari estivi del Museo del Bargello sono da aggiornare.');
    await dialog.getByRole('button', { name: 'Invia' }).click();
    await expect(page.getByText('Email inviata con successo')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
