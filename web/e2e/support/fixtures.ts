import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/**
 * This worker's mark, in the names of the records a journey creates and then finds by name. CI
 * retries a failed journey in a new worker on the same database, which still holds the failed
 * attempt's records (once, each seeded row seven times, and every later journey failed on it): a
 * new worker loads this module afresh, and the process id keeps two workers started in the same
 * millisecond apart.
 */
export const RUN = `${Date.now().toString(36)}${process.pid.toString(36)}`;

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/screens');

/**
 * Waits until the screen has settled: no transition or finite animation running (endless ones,
 * such as a spinner, are not waited for) and every snackbar fully entered. The journeys ask for
 * reduced motion, so the app runs none; this guards against any that slips in, and a snack or a
 * dialog caught mid-fade would be judged with the wrong colours.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const moving = document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    const entering = [...document.querySelectorAll('.MuiSnackbar-root > *')].some(
      (el) => getComputedStyle(el).opacity !== '1',
    );
    return !moving && !entering;
  });
}

/**
 * Checks the page with axe-core, once it has settled, and fails on serious or critical
 * violations; every journey calls it on every screen it visits, and later issues reuse it.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `violazioni di accessibilità su "${screen}"`).toEqual([]);
}

/** A full-page screenshot in test-results/screens/<name>.png, then the accessibility check. */
export async function visitScreen(page: Page, name: string): Promise<void> {
  await settle(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  await expectAccessible(page, name);
}

/**
 * Runs `fn` on a page whose clock the test has paused (page.clock.pauseAt), moving the clock one
 * frame (16 ms) at a time meanwhile: axe, React's Suspense and MUI wait on timers and animation
 * frames. A countdown moves on by a handful of frames at most: read its state after `fn`.
 */
export async function withFramesRunning<T>(page: Page, fn: () => Promise<T>): Promise<T> {
  let done = false;
  const frames = (async () => {
    while (!done) {
      try {
        await page.clock.runFor(16);
      } catch (error) {
        // The clock is the context's: a frame moves every page of it, and AxeBuilder gathers its
        // results in a blank page of the same context that it closes at the end. A frame moving
        // when that page closed fails with "Target page, context or browser has been closed",
        // which says nothing about this page (a flaky journey in CI until this was caught).
        if (page.isClosed() || !String(error).includes('has been closed')) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return await fn();
  } finally {
    done = true;
    await frames;
  }
}

/**
 * Waits until a template form has drawn every field: no panel and no lazily loaded field (rich
 * text, calendar, dial codes) still shows its placeholder, so nothing moves under the next click.
 */
export async function formReady(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Caricamento del modulo…' })).toHaveCount(0);
}

/** The CSRF token the server gave the browser: writes need it in the x-csrf-token header. */
export async function csrfToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'sportello_csrf')?.value ?? '';
}

/**
 * Signs in as a demo user with the call the login page makes, then opens the page it sends to: the
 * journeys of the login page itself fill the form (submitLogin); the others start signed in
 * without loading a page they do not look at (a second off each sign-in, ~100 in the suite).
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  // Any reply gives an anonymous browser its CSRF cookie, which the login call must echo.
  await page.request.get('/health');
  const token = await csrfToken(page);
  const login = () =>
    page.request.post('/api/auth/login', {
      headers: { 'x-csrf-token': token },
      data: { username, password },
    });
  let reply = await login();
  // Journeys that type a wrong password on purpose run beside this one from the same address, and
  // the address's back-off then asks every sign-in to wait a second ("Riprova tra 1 secondo."): do
  // as a person would, wait what Retry-After says and try again (a few times at most).
  for (let tries = 0; reply.status() === 429 && tries < 5; tries++) {
    const seconds = Number(reply.headers()['retry-after'] ?? '1');
    await page.waitForTimeout(Math.min(Math.max(seconds, 1), 10) * 1000);
    reply = await login();
  }
  if (!reply.ok()) {
    // Once in CI (under load) this was refused as CSRF and the cause could not be reproduced:
    // the failure names the cookies the browser held and the token sent, to tell the next time.
    const held = (await page.context().cookies()).map(
      (c) => `${c.name}=${c.value.slice(0, 8)}… (${c.domain}${c.path})`,
    );
    expect(
      reply.ok(),
      `${await reply.text()} · token sent ${token.slice(0, 8)}… · cookies: ${held.join(', ')}`,
    ).toBe(true);
  }
  const { redirect } = ((await reply.json()) as { data: { redirect: string } }).data;
  await page.goto(redirect);
  await page.waitForURL(/\/app\//);
}

/** Fills the login form already on screen (keeping its `next`) and waits for the shell. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Nome utente o e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL(/\/app\//);
}

/**
 * Signs out as a person who types the spec's logout address: the page asks, "Esci" posts with the
 * CSRF token, and the login page follows.
 */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/make/logout');
  await page.getByRole('button', { name: 'Esci', exact: true }).click();
  await page.waitForURL(/\/login$/);
}

/** The link of the newest e-mail to `to` whose link matches, read at "Posta in uscita" by an admin. */
export async function linkFromOutbox(page: Page, to: string, link: RegExp): Promise<string> {
  await signIn(page, 'admin');
  await page.goto('/app/make-iat/outbox');
  await page.getByLabel('Cerca per destinatario o oggetto').fill(to);
  await page.getByRole('row').filter({ hasText: to }).first().click();
  const href = await page.getByRole('dialog').getByRole('link', { name: link }).first().getAttribute('href');
  expect(href).toBeTruthy();
  await signOut(page);
  return href!;
}

export const test = base;
export { expect };
