import { expect, signIn, test, visitScreen } from './support/fixtures';

test.describe('When something goes wrong', () => {
  test('a render error shows the 500 page, whose links start the app afresh', async ({ page }) => {
    await signIn(page, 'operatore');
    await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
    // A fault while the shell draws itself (what a bug in the shell would be): from now on, reading
    // the wide-screen media query throws, and the next navigation draws the shell again. The fault
    // and the click happen in one step, so a refresh in between (the bell, the menu's counts)
    // cannot meet the fault before the navigation does.
    const workshop = page
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('link', { name: 'Workshop' });
    await workshop.evaluate((link: HTMLElement) => {
      const matches = Object.getOwnPropertyDescriptor(MediaQueryList.prototype, 'matches')!;
      Object.defineProperty(MediaQueryList.prototype, 'matches', {
        get(this: MediaQueryList) {
          if (this.media.includes('min-width')) throw new Error('Errore simulato nel disegno della pagina');
          return matches.get!.call(this);
        },
      });
      link.click();
    });
    await expect(page.getByText('Oops! Qualcosa è andato storto...')).toBeVisible();
    await expect(page.getByText('Codice di errore 500')).toBeVisible();
    await visitScreen(page, 'crash-500');

    await page.getByRole('link', { name: "Torna all'inizio" }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^(Esplora$|Benvenuto, )/ })).toBeVisible();
  });

  test('when the connection drops, the page says it could not load and "Riprova" reloads it', async ({
    page,
  }) => {
    await signIn(page, 'operatore');
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await expect(menu.getByRole('link', { name: 'Workshop' })).toBeVisible();
    await page.context().setOffline(true);
    await menu.getByRole('link', { name: 'Workshop' }).click();
    await expect(
      page.getByText('Non è stato possibile caricare completamente la pagina.').first(),
    ).toBeVisible();
    await visitScreen(page, 'page-load-error');

    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Riprova' }).first().click();
    await expect(page).toHaveURL(/[?&]refresh=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Workshop' })).toBeVisible();
  });

  test('a signed-in user without the right sees why, not a blank page', async ({ page }) => {
    await signIn(page, 'operatore');
    await page.goto('/app/make-iat/outbox');
    await expect(page.getByText('Non hai i permessi per questa operazione.').first()).toBeVisible();
    await visitScreen(page, 'forbidden');
  });
});
