import type { Page } from '@playwright/test';
import { csrfToken, expect, signIn, signOut } from './fixtures';

/**
 * The editorial office's reviewer asks API access to the contents (the form itself has its own
 * journey), and the admin approves it at "Richieste in attesa": the page is left on the dialog
 * that shows the new key once.
 */
export async function approvedApiRequest(page: Page, motivation: string) {
  await signIn(page, 'revisore');
  const asked = await page.request.post('/api/forms/api-configuration?env=make-vt', {
    headers: { 'x-csrf-token': await csrfToken(page) },
    data: {
      values: {
        authorisations: ['contenuti.lettura'],
        usage: 'test',
        application: 'Sito del consorzio',
        contactEmail: 'dev@example.org',
        motivation,
        terms: true,
      },
    },
  });
  expect(asked.status()).toBe(200);
  await signOut(page);

  await signIn(page, 'admin');
  await page.goto('/app/make-iat/requests');
  const request = page.getByRole('article').filter({ hasText: 'Accesso API' }).first();
  await request.getByRole('button', { name: /^Approva/ }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Approva|Conferma/ })
    .click();
  return page.getByRole('dialog', { name: 'Chiave API creata' });
}
