import { expect, signIn, test, visitScreen } from './support/fixtures';

test.describe('When something goes wrong', () => {
  test('a render error shows the 500 page, whose links start the app afresh', async ({ page }) => {
    await signIn(page, 'operatore');
    // A menu item the shell cannot draw: the error boundary must catch it.
    await page.route('**/api/main-menu.json*', (route) =>
      route.fulfill({ json: { status: 'success', data: { items: [null] } } }),
    );
    await page.goto('/app/make-iat/');
    await expect(page.getByText('Oops! Qualcosa è andato storto...')).toBeVisible();
    await expect(page.getByText('Codice di errore 500')).toBeVisible();
    await visitScreen(page, 'crash-500');

    await page.unroute('**/api/main-menu.json*');
    await page.getByRole('link', { name: "Torna all'inizio" }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^(Esplora$|Benvenuto, )/ })).toBeVisible();
  });

  test('a read that fails says the page could not load and "Riprova" reloads it', async ({ page }) => {
    await signIn(page, 'operatore');
    let failing = true;
    await page.route('**/api/pages/workshop.html*', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            json: {
              status: 'error',
              code: 'internal',
              message: 'Si è verificato un errore interno. Riprova tra poco.',
            },
          })
        : route.fallback(),
    );
    await page.goto('/app/make-iat/workshop');
    await expect(
      page.getByText('Non è stato possibile caricare completamente la pagina.').first(),
    ).toBeVisible();
    await visitScreen(page, 'page-load-error');

    failing = false;
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
