import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { csrfToken } from './server';

/**
 * Writes contents through the server's own calls (the editor's fill and save), as the signed-in
 * user of `page`: the list journeys start from contents an editor really saved.
 */

const ENV = 'make-iat';

interface Doc {
  params: { sessionId: string };
  info: { typeCode: string };
  data: Record<string, { baseContents: { fieldname: string; value: unknown }[] }>;
}

/** The editor's fill: a GET that needs the CSRF header, as it may take a lock (auth-plugin.ts). */
const fillReply = async (page: Page, typeId: number) =>
  page.request.get(`/api/content-create.json?env=${ENV}&typeId=${typeId}`, {
    headers: { 'x-csrf-token': await csrfToken(page) },
  });

async function fill(page: Page, typeId: number): Promise<Doc> {
  const reply = await fillReply(page, typeId);
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { data: Doc }).data;
}

/** The id of each content type by code (ids are the database's: looked up, not guessed). */
export async function typeIds(page: Page, codes: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (let id = 1; id <= 40 && Object.keys(found).length < codes.length; id++) {
    const reply = await fillReply(page, id);
    if (!reply.ok()) continue;
    const code = ((await reply.json()) as { data: Doc }).data.info?.typeCode;
    if (code && codes.includes(code)) found[code] = id;
  }
  expect(Object.keys(found).sort()).toEqual([...codes].sort());
  return found;
}

/** Saves a new content of the type with a title (and a short text) per language; returns its id. */
export async function createContent(
  page: Page,
  typeId: number,
  titles: Partial<Record<'it' | 'en' | 'fr' | 'de' | 'es', string>>,
): Promise<number> {
  const doc = await fill(page, typeId);
  const data: Record<string, unknown> = {};
  for (const [lang, title] of Object.entries(titles)) {
    const base = (doc.data[lang] ?? doc.data.it)!.baseContents;
    data[lang] = {
      isActive: true,
      cloneFrom: null,
      baseContents: base.map((c) => ({
        fieldname: c.fieldname,
        value:
          c.fieldname === 'titolo'
            ? title
            : c.fieldname === 'abstract'
              ? `<p>${title}: una giornata tra borghi, colline e sapori, con soste consigliate.</p>`
              : c.value,
      })),
      customContents: [],
      extraContents: [],
    };
  }
  const reply = await page.request.post(`/api/content-save.json?env=${ENV}`, {
    headers: { 'x-csrf-token': await csrfToken(page) },
    data: { id: null, typeId, revision: null, sessionId: doc.params.sessionId, data },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { data: { id: number } }).data.id;
}

/** Another person at the same desk: leave the app first, then the session cookie goes. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}
