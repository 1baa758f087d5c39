import type { Locator, Page } from '@playwright/test';
import { expect, RUN, signIn, test, visitScreen } from './support/fixtures';
import { withDatabase } from './support/server';

const snack = (page: Page, text: string | RegExp) => page.locator('[role="alert"]').filter({ hasText: text });
const results = (page: Page) => page.getByRole('list', { name: 'Risultati della ricerca' });

const ANNA = `Anna Tastiera ${RUN}`;
const FOR_VISITORS = `Per i visitatori ${RUN}`;

/** The screen at the desk's width and at a tablet's (1024 px), each checked by axe. */
async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visitScreen(page, `${name}-1280`);
  await page.setViewportSize({ width: 1024, height: 768 });
  await visitScreen(page, `${name}-1024`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Titles of the favourites shown, in order. */
const favouriteTitles = (list: Locator) =>
  list
    .locator('li[data-element-id]')
    .evaluateAll((items) =>
      items.map(
        (li) => li.querySelector('button[aria-label^="Apri "]')?.getAttribute('aria-label')?.slice(5) ?? '',
      ),
    );

test.describe('Profiles: the desk records its visitors and hands them their favourites', () => {
  test('a visit by keyboard only, favourites from explore, reorder, share, the table and its preview', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(200_000);
    await signIn(page, 'operatore');
    await page.goto('/app/make-iat/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Scheda turista nuova' })).toBeVisible();
    await expect(page).toHaveTitle(/^Scheda turista "nuova"/);
    const consent = page.getByRole('checkbox', { name: /acconsente a lasciare i suoi contatti/ });
    await expect(consent).toBeFocused();
    await bothWidths(page, 'profiles-profile-new');

    // Keyboard only, from the first field to the saved profile: the desk's 20 seconds.
    const started = Date.now();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Nome e cognome' })).toBeFocused();
    await page.keyboard.type(ANNA);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
    await page.keyboard.type('anna.tastiera@example.org');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Telefono' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Lingua del visitatore' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Italia' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Unione europea' })).toBeChecked();
    await page.keyboard.press('Tab');
    const country = page.getByRole('combobox', { name: /Paese UE/ });
    await expect(country).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Germ');
    await page.keyboard.press('Enter');
    await expect(country).toHaveText('Germania');
    await page.keyboard.press('Control+Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Salvare la scheda?' });
    await expect(confirm.getByRole('button', { name: 'Salva' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The first save goes to the profiles table, where the visit is listed.
    await page.waitForURL(/\/app\/make-iat\/profiles/);
    const row = page.getByRole('row').filter({ hasText: ANNA });
    await expect(row).toBeVisible();
    expect(Date.now() - started).toBeLessThan(20_000);
    await expect(row).toContainText('Germania');
    await bothWidths(page, 'profiles-table');

    // One of the office's lists, for the profile's "add all" later: made in explore's Liste tab,
    // it is the current list, which the first card's button fills in one click.
    await page.goto('/app/make-iat/explore?tab=lists');
    await page.getByRole('button', { name: 'Crea nuova lista' }).first().click();
    const create = page.getByRole('dialog', { name: 'Crea nuova lista' });
    await create.getByRole('textbox', { name: 'Titolo della lista' }).fill(FOR_VISITORS);
    await create.getByRole('button', { name: 'Crea' }).click();
    await page.getByRole('dialog', { name: 'Lista creata' }).getByRole('button', { name: 'Chiudi' }).click();
    await page.getByRole('tab', { name: 'Cerca' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: /^[\d.]+ risultat[oi] \(visualizzati 1 - \d+\)$/ }),
    ).toBeVisible();
    const firstCard = results(page).getByRole('listitem').first();
    const listed = (await firstCard.locator('h3').textContent()) ?? '';
    await firstCard.getByRole('button', { name: `Aggiungi a «${FOR_VISITORS}»: ${listed}` }).click();
    await expect(
      page.getByRole('region', { name: 'La lista corrente' }).getByText('1 elemento', { exact: true }),
    ).toBeVisible();
    await page.goto('/app/make-iat/profiles');

    // The row opens the preview; "Modifica scheda" opens the profile in a window of its own.
    await row.click();
    const preview = page.getByRole('dialog', { name: /^Scheda turista [A-Z]{2}-\d{4}-\d{6}$/ });
    await expect(preview.getByText(ANNA)).toBeVisible();
    await visitScreen(page, 'profiles-preview-modal');
    const [desk] = await Promise.all([
      page.waitForEvent('popup'),
      preview.getByRole('button', { name: 'Modifica scheda' }).click(),
    ]);
    await expect(desk).toHaveURL(/\/profile\?__blank=true&id=\d+$/);
    await expect(desk.getByRole('heading', { level: 1, name: `Scheda turista ${ANNA}` })).toBeVisible();
    await expect(desk).toHaveTitle(/^Scheda turista "[A-Z]{2}-\d{4}-\d{6}"/);
    await desk.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Chiudi' }).click();

    // Favourites from the embedded explore, with the snackbar's way back to Preferiti.
    await desk.getByRole('tab', { name: 'Cerca' }).click();
    await expect(
      desk.getByRole('heading', { level: 2, name: /^[\d.]+ risultat[oi] \(visualizzati 1 - \d+\)$/ }),
    ).toBeVisible();
    await expect(results(desk).getByRole('listitem').locator('h3').first()).toBeVisible();
    const titles = (await results(desk).getByRole('listitem').locator('h3').allTextContents()).filter(
      (t, i, all) => all.indexOf(t) === all.lastIndexOf(t),
    );
    const picked = titles.slice(0, 3);
    expect(picked).toHaveLength(3);
    const add = async (title: string) => {
      await desk.getByRole('button', { name: `Aggiungi ai preferiti: ${title}`, exact: true }).click();
      await expect(
        desk.getByRole('button', { name: `Rimuovi dai preferiti: ${title}`, exact: true }),
      ).toBeVisible();
    };
    await add(picked[0]!);
    await add(picked[1]!);
    await bothWidths(desk, 'profiles-search');
    // The last one's snackbar leads back to Preferiti.
    await add(picked[2]!);
    await snack(desk, `«${picked[2]}» aggiunto ai preferiti`)
      .getByRole('button', { name: 'Vai ai Preferiti' })
      .click();
    await expect(desk.getByRole('heading', { name: 'Preferiti profilo (3)' })).toBeVisible();
    const favourites = desk.getByRole('tabpanel');
    await expect.poll(() => favouriteTitles(favourites)).toEqual(picked);
    await bothWidths(desk, 'profiles-favourites');

    // "Cambia ordine elemento": the third to the first place.
    await favourites.getByRole('button', { name: `Azioni per ${picked[2]}` }).click();
    await desk.getByRole('menuitem', { name: 'Cambia ordine' }).click();
    const sort = desk.getByRole('dialog', { name: 'Cambia ordine elemento' });
    await sort.getByRole('textbox').fill('1');
    await visitScreen(desk, 'profiles-favorite-sort-modal');
    await sort.getByRole('button', { name: 'Conferma' }).click();
    await expect.poll(() => favouriteTitles(favourites)).toEqual([picked[2], picked[0], picked[1]]);

    // Remove one.
    await favourites.getByRole('button', { name: `Azioni per ${picked[1]}` }).click();
    await desk.getByRole('menuitem', { name: 'Rimuovi' }).click();
    await expect(desk.getByRole('heading', { name: 'Preferiti profilo (2)' })).toBeVisible();

    // "Condividi preferiti": the e-mail goes to the outbox, the link answers a PDF.
    await desk.getByRole('button', { name: 'Condividi preferiti' }).click();
    const share = desk.getByRole('dialog', { name: 'Condividi preferiti' });
    // The e-mail makes the link (none before a share), then shown in the dialog.
    const linkField = share.getByRole('textbox', { name: 'Link' });
    await visitScreen(desk, 'profiles-share-favourites');
    await share.getByRole('textbox', { name: 'Email del destinatario' }).fill('anna.tastiera@example.org');
    await share.getByRole('button', { name: 'Invia email' }).click();
    await expect(snack(desk, 'Email inviata con successo')).toBeVisible();
    await expect(linkField).toHaveValue(/^http.*\/condivisione\/lista\//);
    const link = await linkField.inputValue();
    await share.getByRole('button', { name: 'Chiudi' }).click();
    const stranger = await browser.newContext();
    const pdf = await stranger.request.get(link);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await stranger.close();

    // Profile sharing: the office's contact by e-mail.
    await desk.getByRole('button', { name: 'Condividi', exact: true }).click();
    const contact = desk.getByRole('dialog', { name: 'Condividi' });
    await contact.getByRole('radio', { name: "I contatti dell'ufficio" }).check();
    await expect(contact.getByRole('textbox', { name: 'E-mail' })).toHaveValue('anna.tastiera@example.org');
    await visitScreen(desk, 'profiles-share-contact-modal');
    await contact.getByRole('button', { name: 'Invia e-mail' }).click();
    await expect(snack(desk, 'Email inviata con successo')).toBeVisible();
    await contact.getByRole('button', { name: 'Chiudi' }).click();

    // Save in __blank: the overlay hands the favourites over.
    await desk.getByRole('tab', { name: 'Profilo' }).click();
    await desk.getByRole('button', { name: 'Salva', exact: true }).click();
    await desk
      .getByRole('alertdialog', { name: 'Salvare la scheda?' })
      .getByRole('button', { name: 'Salva' })
      .click();
    const overlay = desk.getByRole('dialog', { name: 'Scheda salvata' });
    await expect(overlay.getByRole('link', { name: 'Scarica il PDF dei preferiti' })).toHaveAttribute(
      'href',
      /\/condivisione\/lista\//,
    );
    await bothWidths(desk, 'profiles-saved-overlay');
    await overlay.getByRole('button', { name: 'Chiudi' }).click();

    // Remove all, with its confirm.
    await desk.getByRole('tab', { name: /Preferiti/ }).click();
    await desk.getByRole('button', { name: 'Rimuovi tutti' }).click();
    const removeAll = desk.getByRole('alertdialog', { name: 'Rimuovi tutti gli elementi.' });
    await expect(removeAll.getByText('Vuoi davvero rimuovere tutti gli elementi dalla lista?')).toBeVisible();
    await removeAll.getByRole('button', { name: 'Elimina' }).click();
    await expect(desk.getByText('La lista è vuota.')).toBeVisible();
    await expect(desk.getByRole('heading', { name: 'Preferiti profilo (0)' })).toBeVisible();
    await bothWidths(desk, 'profiles-favourites-empty');

    // Add all from one of the office's lists, with its confirm.
    await desk.getByRole('tab', { name: 'Liste' }).click();
    await expect(desk.getByRole('list', { name: FOR_VISITORS })).toContainText(listed);
    await visitScreen(desk, 'profiles-lists-tab');
    await desk.getByRole('button', { name: 'Aggiungi tutti ai preferiti' }).click();
    const addAll = desk.getByRole('alertdialog', { name: 'Aggiungere tutti gli elementi?' });
    await addAll.getByRole('button', { name: 'Aggiungi' }).click();
    await expect(snack(desk, 'Aggiunti tutti gli elementi della lista ai preferiti')).toBeVisible();
    await expect(desk.getByRole('button', { name: `Rimuovi dai preferiti: ${listed}` })).toBeVisible();
    await desk.getByRole('tab', { name: /Preferiti/ }).click();
    await expect(desk.getByRole('heading', { name: 'Preferiti profilo (1)' })).toBeVisible();
    await desk.close();

    // A not-profiled entry from the table's open-form.
    await page.reload();
    const [tally] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Non profilati', exact: true }).click(),
    ]);
    await expect(tally).toHaveURL(/\/profile\/not-profiled\?__blank=true$/);
    await tally.setViewportSize({ width: 1280, height: 800 });
    await expect(tally.getByRole('heading', { level: 1, name: 'Non profilati nuova' })).toBeVisible();
    await bothWidths(tally, 'profiles-not-profiled');
    await tally.getByRole('radio', { name: 'Italia' }).first().check();
    await tally.getByRole('textbox', { name: 'Persone', exact: true }).first().fill('3');
    await tally.getByRole('button', { name: 'Salva', exact: true }).click();
    await tally
      .getByRole('alertdialog', { name: 'Salvare la scheda?' })
      .getByRole('button', { name: 'Salva' })
      .click();
    const saved = tally.getByRole('dialog', { name: 'Scheda salvata' });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: 'Chiudi' }).click();
    // An unsaved change: the browser asks before the window goes.
    await tally.getByRole('textbox', { name: 'Persone', exact: true }).first().fill('4');
    const asked = tally.waitForEvent('dialog');
    await tally.close({ runBeforeUnload: true });
    const leave = await asked;
    expect(leave.type()).toBe('beforeunload');
    await leave.accept();

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Non profilato' }).first()).toBeVisible();
  });
});

/** A profiled visitor's scheda of the office (the demo seeds every office's visits). */
const profileOf = (office: string) =>
  withDatabase(
    (db) =>
      db
        .prepare(
          `SELECT p.id FROM profiles p JOIN groups g ON g.id = p.office_id
           WHERE g.slug = ? AND p.profiled = 'profiled' ORDER BY p.id LIMIT 1`,
        )
        .get(office) as { id: number },
  ).id;

test.describe('Profiles: a desk finds "Nuova scheda" where it looks, and is told when a scheda is not its own', () => {
  const newScheda = (page: Page) => page.getByRole('heading', { level: 1, name: 'Scheda turista nuova' });

  test('"Nuova scheda" from the side menu, Alt+N, the profiles table and a scheda\'s Cerca tab', async ({
    page,
  }) => {
    await signIn(page, 'operatore');
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    const entry = menu.getByRole('link', { name: 'Nuova scheda' });
    await expect(entry).toHaveAttribute('aria-keyshortcuts', 'Alt+N');
    await entry.click();
    await expect(page).toHaveURL(/\/app\/make-iat\/profile$/);
    await expect(newScheda(page)).toBeVisible();
    await visitScreen(page, 'desk-new-profile-menu');

    // The key from anywhere, a text field with the focus too (explore's search box).
    await page.goto('/app/make-iat/explore');
    const search = page.getByRole('textbox', { name: 'Cerca nel catalogo' });
    await search.fill('museo');
    await search.press('Alt+N');
    await expect(newScheda(page)).toBeVisible();

    // The profiles table: "Nuova scheda" beside "Non profilati", the key in its tooltip.
    await page.goto('/app/make-iat/profiles');
    const button = page.getByRole('button', { name: 'Nuova scheda', exact: true });
    await expect(button).toHaveAttribute('title', 'Nuova scheda (Alt+N)');
    await expect(page.getByRole('button', { name: 'Non profilati', exact: true })).toBeVisible();
    await visitScreen(page, 'desk-new-profile-table');
    await button.click();
    await expect(page).toHaveURL(/\/app\/make-iat\/profile$/);
    await expect(newScheda(page)).toBeVisible();

    // Explore in profile mode: an open visitor's Cerca tab starts the next one.
    const id = profileOf('iat-firenze');
    await page.goto(`/app/make-iat/profile?id=${id}&pane=search`);
    await expect(page.getByRole('tab', { name: 'Cerca', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Scheda turista / })).not.toHaveText(
      'Scheda turista nuova',
    );
    const fromSearch = page.getByRole('button', { name: 'Nuova scheda', exact: true });
    await expect(fromSearch).toHaveAttribute('aria-keyshortcuts', 'Alt+N');
    await visitScreen(page, 'desk-new-profile-search-tab');
    await fromSearch.click();
    await expect(page).toHaveURL(/\/app\/make-iat\/profile$/);
    await expect(newScheda(page)).toBeVisible();
  });

  test('a role without profiles has neither the entry nor the key', async ({ page }) => {
    await signIn(page, 'redattore');
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await expect(menu.getByRole('link', { name: 'Contenuti' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Nuova scheda' })).toHaveCount(0);
    const here = page.url();
    await page.keyboard.press('Alt+N');
    // A navigation would have started within the key's handler: one frame later the page is the same.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(menu.getByRole('link', { name: 'Contenuti' })).toBeVisible();
    expect(page.url()).toBe(here);
  });

  test("another office's scheda by its address says it is not the office's, not a failed connection", async ({
    page,
  }) => {
    await signIn(page, 'operatore.siena');
    await page.goto(`/app/make-iat/profile?id=${profileOf('iat-firenze')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Scheda non trovata.' })).toBeVisible();
    await expect(page.getByText(/appartiene a un altro ufficio IAT/)).toBeVisible();
    await expect(page.getByText('Non è stato possibile caricare completamente la pagina.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Riprova' })).toHaveCount(0);
    await visitScreen(page, 'desk-profile-other-office');
    await page.getByRole('link', { name: 'Vai a Profili turisti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profili turisti' })).toBeVisible();
  });
});
