import { expect, signIn, test, visitScreen } from './support/fixtures';

/**
 * `__blank` (spec 3 §2, spec 1 §2): a user-menu entry with it opens its app page in a new tab, with
 * __blank=true and a v timestamp in the address; there the query flag hides the page chrome.
 */
test('a user-menu entry with __blank opens its page in a new tab, without the chrome', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/app\/make-iat\/explore$/);
  await page.getByRole('button', { name: /^Menu utente di / }).click();
  const entry = page.getByRole('menuitem', { name: 'Posta in uscita (si apre in una nuova scheda)' });
  await expect(entry).toHaveAttribute('target', '_blank');
  await visitScreen(page, 'user-menu-new-tab');

  const [tab] = await Promise.all([page.context().waitForEvent('page'), entry.click()]);
  await expect(tab).toHaveURL(/\/app\/make-iat\/outbox\?__blank=true&v=\d+$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Posta in uscita' })).toBeVisible();
  // No chrome: no top bar, no side menu.
  await expect(tab.getByRole('banner')).toHaveCount(0);
  await expect(tab.getByRole('navigation', { name: 'Menu principale' })).toHaveCount(0);
  await visitScreen(tab, 'outbox-blank');

  // The page the menu was opened from stays where it was, with its chrome.
  await expect(page).toHaveURL(/\/app\/make-iat\/explore$/);
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  // Without the flag (or with __blank=false) the same page has its chrome.
  await tab.goto('/app/make-iat/outbox?__blank=false');
  await expect(tab.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
});
