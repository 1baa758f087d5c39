import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/**
 * Reduced motion (prefers-reduced-motion: reduce) turns the app's transitions off: a person who
 * asks for it sees dialogs, accordions and snacks appear at once, and the journeys, which ask for
 * it in playwright.config.ts, never judge a screen mid-animation. The transition a component runs
 * stays written on it after it ran, so each check reads what the browser computed, not a moment.
 */
const transitionOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { property: style.transitionProperty, duration: style.transitionDuration };
  });

async function openHelp(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('button', { name: 'Aiuto' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Aiuto' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const backdrop = (page: Page) => page.locator('.MuiDialog-root .MuiBackdrop-root');

test.describe('Motion', () => {
  test('asked for reduced motion, dialogs, accordions, ripples and snacks run no transition', async ({
    page,
  }) => {
    await signIn(page, 'redattore');
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    const dialog = await openHelp(page);
    expect(await transitionOf(backdrop(page))).toEqual({ property: 'none', duration: '0s' });
    expect(await transitionOf(dialog)).toMatchObject({ duration: '0s' });

    const question = dialog.getByRole('button', { name: 'Ho dimenticato la password: come faccio?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByText(/Nella pagina di accesso scegli «Password dimenticata\?»/)).toBeVisible();
    expect(await transitionOf(dialog.locator('.MuiCollapse-root').first())).toMatchObject({ duration: '0s' });
    // No ripple was drawn under the click.
    await expect(question.locator('.MuiTouchRipple-root')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A snack is fully there as soon as it shows.
    await page
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('button', { name: 'Contattaci' })
      .click();
    const contact = page.getByRole('dialog', { name: 'Contattaci' });
    await contact.getByLabel('Oggetto').fill('Prova');
    await contact.getByLabel('Messaggio').fill('Un messaggio di prova per il personale della redazione.');
    await contact.getByRole('button', { name: 'Invia' }).click();
    const snack = page.locator('.MuiSnackbar-root > *').filter({ hasText: 'Email inviata con successo' });
    await expect(snack).toBeVisible();
    expect(await transitionOf(snack)).toEqual({ property: 'none', duration: '0s' });
    await expect(snack).toHaveCSS('opacity', '1');
  });

  test.describe('without the request', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('the same dialog fades in, as MUI draws it', async ({ page }) => {
      await signIn(page, 'redattore');
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
      await openHelp(page);
      const fade = await transitionOf(backdrop(page));
      expect(fade.property).toBe('opacity');
      expect(fade.duration).not.toBe('0s');
    });
  });
});
