import { startOwnServer } from './support/own-server';
import { expect, signIn, test, visitScreen } from './support/fixtures';
import {
  REFUSAL,
  smtpListener,
  type SmtpListener,
} from '../../server/src/platform/mail/smtp-listener.test-kit';

/**
 * Mail through an SMTP server, with its refusals: this journey runs its own server (the halves'
 * servers keep mail in the outbox, with no SMTP), on its own port and database, whose SMTP_URL is a
 * real SMTP listener on a local port that refuses every recipient (550) until the journey lets it
 * accept. One try per mail (MAIL_ATTEMPTS=1), so a refused mail is failed at once, with no wait.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 10;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

let smtp: SmtpListener;
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await smtpListener();
  server = await startOwnServer(PORT, { SMTP_URL: smtp.url, MAIL_ATTEMPTS: '1' });
});

test.afterAll(async () => {
  await server.stop();
  await smtp.close();
});

test('a mail the SMTP server refuses shows "Non inviata" with its answer; "Rinvia" sends it', async ({
  page,
}) => {
  // An operator asks for a password link; the board's SMTP server refuses the address.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page.getByRole('heading', { name: 'Password dimenticata?' })).toBeVisible();
  await page.getByLabel('Nome utente o e-mail').fill('operatore.pisa');
  await page.getByRole('button', { name: 'Invia link' }).click();
  await expect(page.getByText(/riceverai un'e-mail con il link/)).toBeVisible();

  // The administrator finds it in "Posta in uscita": not sent, with what the server answered.
  await signIn(page, 'admin');
  await page.goto('/app/make-iat/outbox');
  await page.getByLabel('Cerca per destinatario o oggetto').fill('elena.fontana');
  await expect(page).toHaveURL(/search=elena\.fontana/);
  const row = page
    .getByRole('row')
    .filter({ hasText: /reimposta la password/i })
    .first();
  // The try is made right after the request; the page shows it once reloaded.
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Non inviata', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(row.getByText(REFUSAL)).toBeVisible();
  await visitScreen(page, 'outbox-failed');

  // The mail itself says the same, with its tries.
  await row.getByRole('button', { name: 'Sportello: reimposta la password', exact: true }).click();
  const mail = page.getByRole('dialog');
  await expect(mail.getByText(REFUSAL)).toBeVisible();
  await expect(mail.getByText('Tentativi')).toBeVisible();
  await visitScreen(page, 'outbox-failed-mail');
  await mail.getByRole('button', { name: 'Chiudi' }).click();
  await expect(mail).toBeHidden();

  // The server takes mail again: "Rinvia" queues it, and it leaves.
  smtp.refuse(false);
  await row.getByRole('button', { name: /^Rinvia l'e-mail/ }).click();
  await expect(page.getByText('E-mail rimessa in coda: Sportello prova di nuovo a inviarla.')).toBeVisible();
  await expect.poll(() => smtp.received.length).toBe(1);
  expect(smtp.received[0]!.to).toEqual([expect.stringMatching(/^elena\.fontana@/)]);
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Inviata', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(row.getByRole('button', { name: /^Rinvia/ })).toHaveCount(0);
  await visitScreen(page, 'outbox-resent');
});
