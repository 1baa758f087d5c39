import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, signIn, test, visitScreen } from './support/fixtures';
import { csrfToken, getJson, postJson } from './support/server';

/**
 * Review and publication (spec 1 §2 "Content compare", "Content preview", §4 "Content
 * review", "Delete request"; spec 3 §2 "Notifications"): an editor of IAT Firenze changes a
 * published itinerary in two languages and sends it to validation; the reviewer finds it in the
 * inbox and the bell, compares, discards with a message; the editor reads it, fixes, sends again;
 * the reviewer approves and the new version is found in explore. Real server, real database.
 */

const APP = '/app/make-iat';
const ENV = 'make-iat';
const expect = baseExpect.configure({ timeout: 15_000 });

type Lang = 'it' | 'en';
interface Component {
  fieldname: string;
  value: unknown;
}
interface Block extends Component {
  id: string | null;
  clientUUID: string;
  kind: string;
}
interface LangDoc {
  isActive: boolean;
  cloneFrom: string | null;
  baseContents: Component[];
  customContents: Block[];
  extraContents: Component[];
}
interface Doc {
  status: string;
  params: { id: number; typeId: number; revision: number | null; sessionId: string };
  data: Record<string, LangDoc>;
}
interface ListRow {
  id: number;
  name: string;
  langs: string[];
  type: string;
  family: string;
  status: { code: string };
  actions: { action: string }[];
}

async function newContext(browser: Browser, username: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, username);
  return { context, page };
}

const fill = (page: Page, id: number) =>
  getJson<Doc>(page, `/api/content-create.json?env=${ENV}&contentId=${id}`);

/** Saves the document as the editor's own call does (no flags: a plain save). */
async function save(page: Page, doc: Doc, change: (lang: Lang, d: LangDoc) => LangDoc) {
  const data: Record<string, unknown> = {};
  for (const [lang, d] of Object.entries(doc.data)) {
    if (!d.isActive) continue;
    const next = change(lang as Lang, d);
    data[lang] = {
      isActive: true,
      cloneFrom: null,
      baseContents: next.baseContents.map(({ fieldname, value }) => ({ fieldname, value })),
      customContents: next.customContents.map(({ id, clientUUID, kind, value }) => ({
        id,
        clientUUID,
        kind,
        value,
      })),
      extraContents: next.extraContents.map(({ fieldname, value }) => ({ fieldname, value })),
    };
  }
  await postJson(page, `/api/content-save.json?env=${ENV}`, {
    id: doc.params.id,
    typeId: doc.params.typeId,
    revision: doc.params.revision,
    sessionId: doc.params.sessionId,
    data,
  });
}

const setBase = (d: LangDoc, fieldname: string, value: unknown): LangDoc => ({
  ...d,
  baseContents: d.baseContents.map((c) => (c.fieldname === fieldname ? { ...c, value } : c)),
});
const baseValue = (d: LangDoc, fieldname: string) =>
  d.baseContents.find((c) => c.fieldname === fieldname)?.value;

/** A new real picture in the media library: the itinerary’s new cover. */
async function uploadCover(page: Page): Promise<{ id: number; src: string }> {
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 196, g: 160, b: 96 } },
  })
    .png()
    .toBuffer();
  const reply = await page.request.post(`/api/media/image?env=${ENV}`, {
    headers: { 'x-csrf-token': await csrfToken(page) },
    multipart: { file: { name: 'crete-senesi.png', mimeType: 'image/png', buffer } },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()).data.data as { id: number; src: string };
}

/** A published content of the editor's office (of the type named), in Italian and English, that the editor may edit. */
async function publishedContent(page: Page, type: string | null, skip: number[] = []): Promise<ListRow> {
  const list = await getJson<{ data: ListRow[] }>(
    page,
    `/api/content-list.json?env=${ENV}&contentStatus=published`,
  );
  const row = list.data.find(
    (r) =>
      !skip.includes(r.id) &&
      (type === null || r.type === type) &&
      r.family === 'content' &&
      r.langs.includes('it') &&
      r.langs.includes('en') &&
      r.actions.some((a) => a.action === 'edit'),
  );
  expect(row, `a published ${type ?? 'content'} of IAT Firenze in it and en`).toBeTruthy();
  return row!;
}

const sendFromEditor = async (page: Page, id: number) => {
  await page.goto(`${APP}/content/edit/${id}`);
  const actions = page.getByRole('region', { name: 'Azioni' });
  await actions.getByRole('button', { name: 'Invia in validazione', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /validazione/ })
      .first(),
  ).toBeVisible();
};

test('an editor sends, the reviewer compares and discards, the editor fixes, the reviewer approves', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const editor = await newContext(browser, 'redattore');
  const reviewer = await newContext(browser, 'revisore');

  // The editor changes a published itinerary in both languages: a new cover, a changed title and
  // abstract, the last stage removed and a new one added.
  const row = await publishedContent(editor.page, 'Itinerario');
  const cover = await uploadCover(editor.page);
  const before = await fill(editor.page, row.id);
  const oldTitle = String(baseValue(before.data.it!, 'titolo'));
  const newTitle = `${oldTitle} — edizione d’autunno`;
  const newBlock = (lang: Lang): Block => ({
    id: null,
    clientUUID: 'c0ffee00-0000-4000-8000-000000000013',
    kind: 'tappa',
    fieldname: 'tappa',
    value: {
      marker: 9,
      eyelet: lang === 'it' ? 'Giorno 3' : 'Day 3',
      title: lang === 'it' ? 'Da Buonconvento a Montalcino' : 'From Buonconvento to Montalcino',
      text:
        lang === 'it'
          ? '<p>Tra vigne di Brunello e la fortezza.</p>'
          : '<p>Among Brunello vineyards to the fortress.</p>',
      images: [],
      location: { address: 'Montalcino (SI)', lat: 43.0586, lng: 11.4893 },
    },
  });
  const removedTitle = (d: LangDoc) =>
    String(
      (d.customContents.filter((b) => b.kind === 'tappa').at(-1)?.value as { title?: string } | undefined)
        ?.title ?? '',
    );
  await save(editor.page, before, (lang, d) => {
    let next = setBase(d, 'immagine', [
      { id: cover.id, src: cover.src, alt: 'Crete senesi', copyright: '', link: '', position: null },
    ]);
    next = setBase(
      next,
      'titolo',
      lang === 'it' ? newTitle : `${String(baseValue(d, 'titolo'))} — autumn edition`,
    );
    next = setBase(
      next,
      'abstract',
      lang === 'it'
        ? '<p>Un percorso lento tra calanchi, cipressi e abbazie, con soste nei borghi in autunno.</p>'
        : '<p>A slow route among clay hills, cypresses and abbeys, with stops in autumn villages.</p>',
    );
    const stages = d.customContents;
    const lastStage = stages.map((b) => b.kind).lastIndexOf('tappa');
    return { ...next, customContents: [...stages.filter((_, i) => i !== lastStage), newBlock(lang)] };
  });
  const goneIt = removedTitle(before.data.it!);

  // Sent to validation from the editor.
  await sendFromEditor(editor.page, row.id);

  // The reviewer: the bell counts it, the inbox lists it (oldest first), a click opens the compare.
  await reviewer.page.goto(`${APP}/content/review`);
  await expect(reviewer.page.getByRole('heading', { level: 1 })).toBeVisible();
  const bell = reviewer.page.getByRole('button', { name: /^Notifiche/ });
  await expect(bell).not.toHaveAccessibleName('Notifiche: nessuna da leggere');
  const inboxRow = reviewer.page.getByRole('row', { name: `Revisiona «${newTitle}»` });
  await expect(inboxRow).toBeVisible();
  await expect(inboxRow).toContainText('IT');
  await expect(inboxRow).toContainText('EN');
  await visitScreen(reviewer.page, 'review-inbox');
  await bell.click();
  const notifications = reviewer.page.getByRole('dialog', { name: 'Notifiche' });
  await expect(notifications.getByRole('link', { name: new RegExp(newTitle) }).first()).toBeVisible();
  await visitScreen(reviewer.page, 'review-bell');
  await reviewer.page.keyboard.press('Escape');

  await inboxRow.click();
  await expect(reviewer.page).toHaveURL(new RegExp(`/content/review/${row.id}`));
  const it = reviewer.page.getByRole('region', { name: 'Italiano' });
  const en = reviewer.page.getByRole('region', { name: 'Inglese' });
  await expect(it).toBeVisible();
  await expect(en).toBeVisible();
  // A changed text shows its words: removed on the old side, added on the new one.
  await expect(
    it
      .locator('ins')
      .filter({ hasText: /autunno/ })
      .first(),
  ).toBeVisible();
  await expect(it.locator('del').first()).toBeVisible();
  // The block the editor added and the one removed, with the spec's labels.
  await expect(it.getByText('nuovo contenuto').first()).toBeVisible();
  await expect(it.getByText('contenuto eliminato').first()).toBeVisible();
  if (goneIt) await expect(it.getByText(goneIt).first()).toBeVisible();
  await expect(it.getByText('Da Buonconvento a Montalcino').first()).toBeVisible();
  await expect(en.getByText('From Buonconvento to Montalcino').first()).toBeVisible();
  await expect(it.getByText('immagine aggiunta').first()).toBeVisible();
  await visitScreen(reviewer.page, 'review-compare');

  // The editor waits at the list, the page's clock in the test's hands (the bell polls every 30 s).
  await editor.page.clock.install();
  await editor.page.goto(`${APP}/content`);
  const editorBell = editor.page.getByRole('button', { name: /^Notifiche/ });
  await expect(editorBell).toBeVisible();
  const unreadBefore = (await editorBell.getAttribute('aria-label')) ?? '';

  // Discard: the e-mail to the author, subject and text edited by the reviewer.
  const aside = reviewer.page.getByRole('complementary', { name: 'Azioni di revisione' });
  await aside.getByRole('button', { name: 'Rifiuta' }).click();
  const modal = reviewer.page.getByRole('dialog', { name: /^Rifiuta il contenuto/ });
  await expect(modal.getByLabel('Oggetto')).not.toHaveValue('');
  await modal.getByLabel('Oggetto').fill(`Da correggere: ${newTitle}`);
  await modal.getByLabel('Messaggio').fill('Il titolo inglese va accorciato: togli “autumn edition”.');
  await visitScreen(reviewer.page, 'review-discard-modal');
  await modal.getByRole('button', { name: 'Rifiuta e invia' }).click();
  await expect(modal).toBeHidden();
  await expect(reviewer.page).toHaveURL(new RegExp(`${APP}/content/review$`));
  await expect(reviewer.page.getByRole('row', { name: `Revisiona «${newTitle}»` })).toHaveCount(0);

  // The editor: the bell says so without a reload once its next poll comes, the history shows the message.
  await editor.page.clock.runFor(31_000);
  await expect(editorBell).not.toHaveAccessibleName(unreadBefore);
  await expect(editorBell).not.toHaveAccessibleName('Notifiche: nessuna da leggere');
  await editorBell.click();
  const editorNotes = editor.page.getByRole('dialog', { name: 'Notifiche' });
  await expect(editorNotes.getByText(newTitle).first()).toBeVisible();
  await editor.page.keyboard.press('Escape');
  await editor.page
    .getByRole('button', {
      name: new RegExp(`aggiornament[oi] di «${newTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}»`),
    })
    .click();
  const history = editor.page.getByRole('dialog', { name: /^Storico aggiornamenti/ });
  await expect(history.getByText('Il titolo inglese va accorciato', { exact: false })).toBeVisible();
  // The reviewer's message, the latest update, can be marked to read again (and back).
  const toRead = history.getByRole('checkbox', { name: 'Da leggere' });
  await expect(toRead).not.toBeChecked();
  await toRead.click();
  await expect(toRead).toBeChecked();
  await expect(toRead).toBeEnabled();
  await toRead.click();
  await expect(toRead).not.toBeChecked();
  await expect(toRead).toBeEnabled();
  await editor.page.evaluate(() => window.scrollTo(0, 0));
  await visitScreen(editor.page, 'review-history');
  await history.getByRole('button', { name: 'Chiudi' }).click();

  // The editor fixes the English title and sends again.
  const again = await fill(editor.page, row.id);
  await save(editor.page, again, (lang, d) =>
    lang === 'en' ? setBase(d, 'titolo', String(baseValue(d, 'titolo')).replace(' — autumn edition', '')) : d,
  );
  await sendFromEditor(editor.page, row.id);

  // The reviewer approves from the compare view, without opening the editor.
  await reviewer.page.goto(`${APP}/content/review`);
  await reviewer.page.getByRole('row', { name: `Revisiona «${newTitle}»` }).click();
  await aside.getByRole('button', { name: 'Approva' }).click();
  // The confirm: the page behind it is out of the accessibility tree while it is open.
  await expect(reviewer.page.getByRole('alertdialog', { name: 'Approva' })).toBeVisible();
  await reviewer.page.getByRole('button', { name: 'Approva', exact: true }).click();
  await expect(reviewer.page.getByText(/approvato/).first()).toBeVisible();
  await expect(reviewer.page).toHaveURL(new RegExp(`${APP}/content/review$`));

  // Published, and in the explore catalogue under its new title.
  await reviewer.page.goto(`${APP}/explore?q=${encodeURIComponent('edizione d’autunno')}`);
  await expect(
    reviewer.page.getByRole('list', { name: 'Risultati della ricerca' }).getByText(newTitle).first(),
  ).toBeVisible();

  // Beyond the spec: any two versions compared, and an old one restored as a new working version.
  await reviewer.page.goto(`${APP}/content/review/${row.id}`);
  await reviewer.page.getByRole('button', { name: 'Confronta versioni' }).click();
  const versions = reviewer.page.getByRole('dialog', { name: 'Confronta versioni' });
  await expect(versions.getByRole('row')).not.toHaveCount(1);
  // The oldest version against the newest, in every language.
  await versions
    .getByRole('radio', { name: /^Versione precedente/ })
    .last()
    .check();
  await versions.getByRole('button', { name: 'Confronta', exact: true }).click();
  await expect(reviewer.page).toHaveURL(/[?&]from=\d+&to=\d+/);
  await expect(reviewer.page.getByText(/Confronto tra «/)).toBeVisible();
  await expect(reviewer.page.getByRole('region', { name: 'Italiano' })).toBeVisible();
  await visitScreen(reviewer.page, 'review-versions-compare');
  await reviewer.page.getByRole('button', { name: 'Confronta versioni' }).click();
  await versions.getByRole('button', { name: 'Ripristina questa versione' }).last().click();
  await reviewer.page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Ripristina questa versione' })
    .click();
  await expect(
    reviewer.page.getByText('Versione ripristinata come nuova versione di lavoro').first(),
  ).toBeVisible();

  await editor.context.close();
  await reviewer.context.close();
});

test('a delete request confirmed and another cancelled from the preview', async ({ browser }) => {
  test.setTimeout(120_000);
  const editor = await newContext(browser, 'redattore');
  const reviewer = await newContext(browser, 'revisore');
  const first = await publishedContent(editor.page, 'Evento');
  const second = await publishedContent(editor.page, 'Evento', [first.id]);
  // The editor asks to delete both (a published content is not deleted at once).
  for (const row of [first, second]) {
    const done = await postJson<{ status: string }>(editor.page, `/api/content-delete.json?env=${ENV}`, {
      id: row.id,
    });
    expect(done.status).toBe('delete_requested');
  }

  // Confirmed: after the confirm the content is gone and the app goes to /content.
  await reviewer.page.goto(`${APP}/content/preview/${first.id}`);
  const confirmButton = reviewer.page
    .getByRole('button', { name: /eliminazione/i })
    .filter({ hasNotText: /annulla/i });
  await expect(confirmButton).toBeVisible();
  await visitScreen(reviewer.page, 'review-preview-delete-request');
  const confirmLabel = (await confirmButton.textContent())!.trim();
  await confirmButton.click();
  // The confirm (the page behind it is hidden from the accessibility tree while it is open).
  await reviewer.page.getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(reviewer.page).toHaveURL(new RegExp(`${APP}/content$`));
  const gone = await reviewer.page.request.get(`/api/content-preview.json?env=${ENV}&id=${first.id}`);
  expect(gone.ok()).toBe(false);

  // Cancelled: the content stays published and the delete buttons go.
  await reviewer.page.goto(`${APP}/content/preview/${second.id}`);
  const cancelButton = reviewer.page.getByRole('button', { name: /annulla/i });
  const cancelLabel = (await cancelButton.textContent())!.trim();
  await cancelButton.click();
  await reviewer.page.getByRole('button', { name: cancelLabel, exact: true }).click();
  await expect(reviewer.page.getByRole('button', { name: /eliminazione/i })).toHaveCount(0);
  const kept = await getJson<{ status?: string }>(
    reviewer.page,
    `/api/content-preview.json?env=${ENV}&id=${second.id}`,
  );
  expect(kept.status ?? 'published').toBe('published');

  await editor.context.close();
  await reviewer.context.close();
});

test('the top-bar search opens a content, a guide and a report at {type}/preview/{id}', async ({ page }) => {
  await signIn(page, 'redattore');
  for (const [type, group, query] of [
    ['content', 'Contenuti', 'Volterra'],
    ['guide', 'Guide', 'Siena in'],
    ['report', 'Report', 'Luminara'],
  ] as const) {
    await page.goto(`${APP}/${type}`);
    const search = page.getByRole('combobox', { name: 'Cerca', exact: true });
    await search.fill(query);
    const option = page
      .getByRole('group', { name: group })
      .getByRole('option', { name: new RegExp(query) })
      .first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(new RegExp(`${APP}/(content|guide|report)/preview/\\d+`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(query);
  }
});
