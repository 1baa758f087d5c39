import { expect, signIn, test, visitScreen } from './support/fixtures';

/**
 * login-modal (spec 3 §2 "User modals": choose the area to accredit on). "Accreditamento" in the
 * side menu asks on which area first (an IAT office, a redazione, or a new structure), then opens
 * that area's form with the choice already made.
 */
test('an operator chooses the area to accredit on, and the form opens on it', async ({ page }) => {
  await signIn(page, 'operatore');
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await menu.getByRole('button', { name: 'Accreditamento' }).click();
  const modal = page.getByRole('dialog', { name: 'Accreditamento' });
  await expect(modal.getByText("Scegli l'area su cui vuoi essere accreditato")).toBeVisible();
  await expect(modal.getByRole('radio')).toHaveCount(3);
  for (const area of ['Ufficio IAT', 'Redazione', 'Struttura ricettiva'])
    await expect(modal.getByRole('radio', { name: new RegExp(`^${area}`) })).toBeVisible();

  // Nothing chosen: the template's error, and the dialog stays.
  await modal.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText("Scegli l'area su cui vuoi essere accreditato.").first()).toBeVisible();
  await visitScreen(page, 'login-modal');
  await page.setViewportSize({ width: 1024, height: 768 });
  await visitScreen(page, 'login-modal-1024');
  await page.setViewportSize({ width: 1280, height: 800 });

  await modal.getByRole('radio', { name: /^Redazione/ }).check();
  await modal.getByRole('button', { name: 'Continua' }).click();
  await expect(page).toHaveURL(/\/app\/make-iat\/accreditation\?areaType=redazione$/);
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Richiesta di accreditamento' })).toBeVisible();
  // The area is already chosen: the redazioni are offered, not the IAT offices.
  await expect(page.getByRole('radio', { name: /^Redazione/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: /^Redazione/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Ufficio IAT/ })).toHaveCount(0);

  // A new structure leads to its own form.
  await menu.getByRole('button', { name: 'Accreditamento' }).click();
  await page
    .getByRole('dialog', { name: 'Accreditamento' })
    .getByRole('radio', { name: /^Struttura ricettiva/ })
    .check();
  await page
    .getByRole('dialog', { name: 'Accreditamento' })
    .getByRole('button', { name: 'Continua' })
    .click();
  await expect(page).toHaveURL(/\/app\/make-iat\/add-structure$/);
  await expect(page.getByRole('heading', { name: 'Registra una nuova struttura' })).toBeVisible();
});
