import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startOwnServer } from './support/own-server';
import { approvedApiRequest } from './support/api-access';
import { expect, test, visitScreen } from './support/fixtures';
import { getJson } from './support/server';

/**
 * A partner's webhook, end to end: this journey runs its own server (the halves' servers refuse
 * private addresses), on its own port and database, with WEBHOOKS_ALLOW_PRIVATE=true so a webhook
 * may go to a real HTTP receiver on 127.0.0.1 in this process, which answers 200 and keeps what it got.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 11;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
let receiver: Server;
const received: Received[] = [];
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  server = await startOwnServer(PORT, { WEBHOOKS_ALLOW_PRIVATE: 'true' });
});

test.afterAll(async () => {
  await server.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test('an admin registers a webhook on a partner key; a withdrawn content reaches it signed, and the log shows it', async ({
  page,
}) => {
  // The reviewer asks API access; the admin approves it: a key granting every content type and language.
  const shownKey = await approvedApiRequest(
    page,
    'Avvisare il sito del consorzio quando un contenuto cambia.',
  );
  const token = (await shownKey.getByTestId('partner-key-secret').textContent()) ?? '';
  await shownKey.getByRole('button', { name: 'Ho copiato la chiave' }).click();
  await expect(shownKey).toBeHidden();

  // "Chiavi API" → the key's actions → "Webhook": none yet; the receiver's address is registered.
  await page.getByRole('link', { name: 'Chiavi API' }).click();
  const keyId = token.split('_').slice(0, 2).join('_');
  const row = page.getByRole('row').filter({ hasText: keyId });
  await row.getByRole('button', { name: /^Azioni per/ }).click();
  await page.getByRole('menuitem', { name: 'Webhook' }).click();
  const hooks = page.getByRole('dialog', { name: 'Webhook della chiave di «Redazione Visit Tuscany»' });
  await expect(hooks.getByText('Nessun webhook registrato.')).toBeVisible();
  const { port } = receiver.address() as AddressInfo;
  const address = `http://127.0.0.1:${port}/sportello`;
  await hooks.getByLabel('Indirizzo https:// del webhook').fill(address);
  await hooks.getByRole('button', { name: 'Registra' }).click();

  // The signing secret, once, with the warning.
  await expect(hooks.getByText('non sarà mostrato di nuovo', { exact: false })).toBeVisible();
  const secret = (await hooks.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  const hook = hooks.getByTestId('webhook').filter({ hasText: address });
  await expect(hook.getByText('Attivo')).toBeVisible();
  await visitScreen(page, 'partner-webhook-secret');
  await hooks.getByRole('button', { name: 'Chiudi' }).click();
  await expect(hooks).toBeHidden();

  // Once closed and opened again, the secret is gone for good.
  await row.getByRole('button', { name: /^Azioni per/ }).click();
  await page.getByRole('menuitem', { name: 'Webhook' }).click();
  await expect(hook).toBeVisible();
  await expect(hooks.getByTestId('webhook-secret')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  await hooks.getByRole('button', { name: 'Chiudi' }).click();

  // A published content, deleted from "Contenuti": partners that could read it hear it is withdrawn.
  const rows = (
    await getJson<{ data: { id: number; name: string; family: string; actions: { action: string }[] }[] }>(
      page,
      '/api/content-list.json?env=make-iat&contentStatus=published',
    )
  ).data;
  const content = rows.find((r) => r.family === 'content' && r.actions.some((a) => a.action === 'delete'));
  expect(content, 'a published content the admin may delete').toBeTruthy();
  const { id, name } = content!;
  await page.goto(`/app/make-iat/content?contentSearch=${encodeURIComponent(name)}`);
  const listed = page
    .getByRole('table', { name: 'Elenco dei contenuti' })
    .getByRole('row')
    .filter({ hasText: name });
  await listed.getByRole('button', { name: `Azioni per ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Elimina', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `Elimina: ${name}` })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByText('Elemento rimosso con successo')).toBeVisible();

  // The receiver got one POST, signed with the secret over the body it got.
  await expect.poll(() => received.length).toBe(1);
  const got = received[0]!;
  const signature = String(got.headers['x-sportello-signature']);
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
  expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${got.body}`).digest('hex'));
  expect(got.headers['x-sportello-event']).toBe('content.withdrawn');
  expect(JSON.parse(got.body)).toMatchObject({ event: 'content.withdrawn', id });

  // The delivery log: delivered, first try, HTTP 200.
  await page.goto('/app/make-iat/api-keys');
  await row.getByRole('button', { name: /^Azioni per/ }).click();
  await page.getByRole('menuitem', { name: 'Webhook' }).click();
  await hook.getByRole('button', { name: 'Consegne' }).click();
  const log = page.getByRole('table', { name: `Ultime consegne a ${address}` });
  const delivery = log.getByTestId('webhook-delivery').first();
  await expect(delivery).toContainText('Ritiro');
  await expect(delivery).toContainText('content.withdrawn');
  await expect(delivery.getByText('Consegnata')).toBeVisible();
  await expect(delivery).toContainText('Tentativo 1:');
  await expect(delivery).toContainText('HTTP 200');
  await visitScreen(page, 'partner-webhook-deliveries');
});
