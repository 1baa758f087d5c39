import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, visitScreen } from './support/fixtures';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principale' });
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
/** The body rows of a table (its header row has column headers, not cells). */
const bodyRows = (t: Locator) => t.locator(':scope > tbody > tr');

/** Waits for the first page of a table to replace its loading skeletons. */
async function waitForRows(t: Locator) {
  await expect(t).toHaveAttribute('aria-busy', 'false');
  await expect(bodyRows(t).first()).toBeVisible();
}

/** The texts of one column of a table's body rows, found by its header. */
async function columnTexts(t: Locator, header: string): Promise<string[]> {
  const headers = await t.locator(':scope > thead th').allInnerTexts();
  const at = headers.map((h) => h.trim()).indexOf(header);
  expect(at, `colonna ${header}`).toBeGreaterThanOrEqual(0);
  return bodyRows(t).evaluateAll(
    (rows, i) => rows.map((r) => (r.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''),
    at,
  );
}

/** Opens a filter's dropdown by its button ("Stato: Tutti"). */
async function openFilter(page: Page, label: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
  return page.getByRole('dialog', { name: label });
}

test.describe('Table pages: users, groups, team', () => {
  test('the admin sorts, filters, searches, pages and opens rows of the user table', async ({ page }) => {
    // A long journey: on a slow 2-core CI machine it took 1.6 min and ran out of 90 s.
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await mainMenu(page).getByRole('link', { name: 'Utenti' }).click();
    await expect(page).toHaveURL(/\/app\/make-iat\/user$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Utenti' })).toBeVisible();
    const users = table(page, 'Utenti');
    await waitForRows(users);
    await expect(page.getByRole('button', { name: 'Nuovo utente' })).toBeVisible();
    await expect(page.getByText(/^\d+ elementi/)).toBeVisible();
    await visitScreen(page, 'table-users');

    // Sort by Nome utente, descending: the URL keeps it, a reload shows the same order.
    const usernameHeader = users.getByRole('columnheader', { name: 'Nome utente' });
    await usernameHeader.getByRole('button', { name: 'Nome utente' }).click();
    await expect(usernameHeader).toHaveAttribute('aria-sort', 'ascending');
    await usernameHeader.getByRole('button', { name: 'Nome utente' }).click();
    await expect(usernameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/[?&]sort=username(&|$)/);
    await expect(page).toHaveURL(/[?&]direction=desc(&|$)/);
    await waitForRows(users);
    const usernames = () => columnTexts(users, 'Nome utente');
    const descending = (list: string[]) => [...list].sort((a, b) => b.localeCompare(a));
    await expect
      .poll(async () => {
        const list = await usernames();
        return list.length > 2 && list.join() === descending(list).join();
      })
      .toBe(true);
    const sorted = await usernames();
    await page.reload();
    await waitForRows(users);
    await expect(usernameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(await usernames()).toEqual(sorted);

    // Stato = In attesa di verifica: only pending users, and the choice shows as a chip.
    const status = await openFilter(page, 'Stato');
    await expect(status.getByRole('option')).toHaveText([
      'Tutti',
      'In attesa di verifica',
      'Attivo',
      'Disattivato',
    ]);
    await visitScreen(page, 'table-users-filter-status');
    // By keyboard: the search field has the focus, the arrows reach the options, Enter chooses.
    await expect(status.getByRole('searchbox', { name: 'Cerca in Stato' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(status.getByRole('option', { name: 'Tutti' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(status.getByRole('option', { name: 'In attesa di verifica' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toBeHidden();
    await expect(
      page.getByRole('button', { name: 'Stato: In attesa di verifica', exact: true }),
    ).toBeFocused();
    await expect(page).toHaveURL(/[?&]status=pending(&|$)/);
    await expect(
      page.getByRole('button', { name: 'Stato: In attesa di verifica', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Rimuovi il filtro Stato: In attesa di verifica' }),
    ).toBeVisible();
    await waitForRows(users);
    await expect
      .poll(async () => [...new Set(await columnTexts(users, 'Stato'))])
      .toEqual(['In attesa di verifica']);
    // The sort stays, the page goes back to 1.
    await expect(page).toHaveURL(/[?&]sort=username(&|$)/);
    await visitScreen(page, 'table-users-pending');
    await page.getByRole('button', { name: 'Cancella filtri' }).click();
    await expect(page).not.toHaveURL(/status=/);

    // Gruppo has more options than the four shown: "Mostra tutti", and the inner search narrows them.
    let group = await openFilter(page, 'Gruppo');
    await expect(group.getByRole('option')).toHaveCount(5);
    await expect(group.getByRole('button', { name: 'Mostra tutti' })).toBeVisible();
    await visitScreen(page, 'table-users-filter-group');
    await group.getByRole('button', { name: 'Mostra tutti' }).click();
    await expect.poll(() => group.getByRole('option').count()).toBeGreaterThan(5);
    await expect(group.getByRole('button', { name: 'Mostra tutti' })).toHaveCount(0);
    await group.getByRole('searchbox', { name: 'Cerca in Gruppo' }).fill('siena');
    await expect(group.getByRole('option', { name: 'IAT Siena' })).toBeVisible();
    await expect(group.getByRole('option', { name: 'Hotel Bellavista Siena' })).toBeVisible();
    for (const option of (await group.getByRole('option').allInnerTexts()).slice(1))
      expect(option.toLowerCase()).toContain('siena');
    await group.getByRole('option', { name: 'IAT Siena' }).click();
    await expect(page).toHaveURL(/[?&]group=iat-siena(&|$)/);
    await waitForRows(users);
    await expect(users.getByRole('button', { name: 'Francesca Mancini', exact: true })).toBeVisible();
    // Reopened by keyboard: the chosen option has the focus, the arrows move it.
    group = await openFilter(page, 'Gruppo');
    await expect(group.getByRole('option', { name: 'IAT Siena' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(group).toBeHidden();
    await page.getByRole('button', { name: 'Cancella filtri' }).click();

    // Search: debounced into the URL; nothing found says so and offers to clear.
    const search = page.getByRole('searchbox', { name: 'Cerca per nome, nome utente o e-mail' });
    await search.fill('siena');
    await expect(page).toHaveURL(/[?&]query=siena(&|$)/);
    await expect
      .poll(async () =>
        (await bodyRows(users).allInnerTexts()).every((r) => r.toLowerCase().includes('siena')),
      )
      .toBe(true);
    await search.fill('nessuno-si-chiama-cosi');
    await expect(
      page.getByText('Nessun utente corrisponde a «nessuno-si-chiama-cosi» con i filtri scelti.'),
    ).toBeVisible();
    await visitScreen(page, 'table-users-no-result');
    await page.getByRole('status').getByRole('button', { name: 'Cancella filtri' }).click();
    await expect(search).toHaveValue('');
    await expect(page).not.toHaveURL(/query=/);
    await waitForRows(users);

    // Pages: the demo's 40-odd accounts fill two pages of 20; a page beyond the last lands on the last.
    const pages = page.getByRole('navigation', { name: 'Pagine: Utenti' });
    await pages.getByRole('button', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pages.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Pagina precedente' })).toBeEnabled();
    await waitForRows(users);
    await page.goto('/app/make-iat/user?page=999&sort=username&direction=asc');
    await waitForRows(users);
    await expect(page).not.toHaveURL(/page=999/);
    await expect(page).toHaveURL(/[?&]sort=username(&|$)/);

    // A user's groups and environments, in a nested table.
    await page.goto('/app/make-iat/user?query=guidi');
    await waitForRows(users);
    const expand = users.getByRole('button', { name: 'Mostra Gruppi e ambienti di Lorenzo Guidi' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.click();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    const nested = page.getByRole('table', { name: 'Gruppi e ambienti di Lorenzo Guidi' });
    await expect(nested.getByRole('cell', { name: 'Admin', exact: true }).first()).toBeVisible();
    await expect(nested.getByRole('columnheader', { name: 'Ambiente' })).toBeVisible();
    await visitScreen(page, 'table-users-subtable');

    // The row menu by keyboard: Enter opens it, Escape gives the focus back to the button.
    const menuButton = users.getByRole('button', { name: 'Azioni per Lorenzo Guidi' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Visualizza' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Reimposta password' })).toBeVisible();
    // The only admin cannot be deleted: the server leaves the action out, so does the menu.
    await expect(menu.getByRole('menuitem', { name: 'Verifica' })).toHaveCount(0);
    await visitScreen(page, 'table-users-row-menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // An action with a confirm asks first, naming the row; Annulla does nothing.
    await page.goto('/app/make-iat/user?query=operatore.sospeso');
    await waitForRows(users);
    await users.getByRole('button', { name: 'Riabilita: Marco Bini' }).click();
    const ask = page.getByRole('alertdialog', { name: "Riabilitare l'utente?" });
    await expect(ask).toContainText('Marco Bini potrà di nuovo accedere');
    await expect(ask.getByRole('button', { name: 'Conferma' })).toBeVisible();
    await ask.getByRole('button', { name: 'Annulla' }).click();
    await expect(ask).toBeHidden();

    // Usable on a 1024 px tablet: every column and the row menu reachable.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/app/make-iat/user');
    await waitForRows(users);
    // The row menu stays on screen even if the table scrolls sideways.
    await expect(users.getByRole('button', { name: /^Azioni per / }).first()).toBeInViewport();
    await visitScreen(page, 'table-users-1024');
  });

  test('the admin switches the group table to the map', async ({ page }) => {
    await signIn(page, 'admin');
    await mainMenu(page).getByRole('link', { name: 'Gruppi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gruppi (UO)' })).toBeVisible();
    const groups = table(page, 'Gruppi (UO)');
    await waitForRows(groups);
    await expect(groups.getByRole('columnheader', { name: 'Ultimo accesso' })).toBeVisible();
    // A pending group opens on a click (verify), as every other (view).
    await expect(groups.getByRole('button', { name: 'Casale Le Crete', exact: true })).toBeVisible();
    await visitScreen(page, 'table-groups');

    // The members of a group, in a nested table with its own actions.
    await groups.getByRole('button', { name: 'Mostra Utenti del gruppo di IAT Siena' }).click();
    const members = page.getByRole('table', { name: 'Utenti del gruppo di IAT Siena' });
    await members.getByRole('button', { name: 'Azioni per Francesca Mancini' }).click();
    await expect(page.getByRole('menuitem', { name: 'Cambia ruolo' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Rimuovi dal gruppo' })).toBeVisible();
    await visitScreen(page, 'table-groups-subtable');
    await page.getByRole('menuitem', { name: 'Rimuovi dal gruppo' }).click();
    // The sub-row's confirm names the member, not the group.
    const ask = page.getByRole('alertdialog', { name: "Rimuovere l'utente dal gruppo?" });
    await expect(ask).toContainText('Francesca Mancini non farà più parte del gruppo');
    await ask.getByRole('button', { name: 'Annulla' }).click();
    await expect(ask).toBeHidden();

    await page.getByRole('button', { name: 'Mappa' }).click();
    await expect(page).toHaveURL(/[?&]vista=mappa(&|$)/);
    const map = page.getByRole('region', { name: 'Mappa: Gruppi (UO)' });
    await expect(map).toBeVisible();
    // Markers show without tiles (the tile server is unreachable in the tests).
    const marker = map.getByRole('button', { name: 'IAT Siena', exact: true });
    await expect(marker).toBeVisible();
    expect(await map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(5);
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(map.getByRole('button', { name: 'Apri IAT Siena' })).toBeVisible();
    await visitScreen(page, 'table-groups-map');

    await page.setViewportSize({ width: 1024, height: 768 });
    await page.reload();
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    await visitScreen(page, 'table-groups-map-1024');
    await page.getByRole('button', { name: 'Elenco' }).click();
    await expect(page).not.toHaveURL(/vista=/);
    await waitForRows(groups);
    await visitScreen(page, 'table-groups-1024');
  });

  test('a referent sees the team of their group', async ({ page }) => {
    await signIn(page, 'referente');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Team' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Utenti' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Gruppi' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    const team = table(page, 'Team');
    await waitForRows(team);
    await expect(team.getByText('Marco Innocenti')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aggiungi membro' })).toBeVisible();
    await visitScreen(page, 'table-team');
  });

  test('an operator has no admin tables', async ({ page }) => {
    await signIn(page, 'operatore');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    for (const name of ['Utenti', 'Gruppi', 'Team']) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await page.goto('/app/make-iat/user');
    await expect(page.getByText('Non hai i permessi per questa operazione.').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await visitScreen(page, 'table-users-forbidden');
  });
});
