import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { csrfToken, expect, test } from './fixtures';

/**
 * The real server of a journey, reached as the signed-in user of `page` (the browser's own calls,
 * with its session and CSRF token) or, for a test's own starting state, through its database.
 */

export { csrfToken };

/** A JSON write as the signed-in user; fails the test unless the server says success. */
export async function postJson<T>(page: Page, url: string, data: unknown): Promise<T> {
  const reply = await page.request.post(url, { headers: { 'x-csrf-token': await csrfToken(page) }, data });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { data: T }).data;
}

/**
 * A JSON read as the signed-in user, with the CSRF header as the app sends it on every call (some
 * GETs change data: opening a content takes its lock); fails the test unless the server says success.
 */
export async function getJson<T>(page: Page, url: string): Promise<T> {
  const reply = await page.request.get(url, { headers: { 'x-csrf-token': await csrfToken(page) } });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { data: T }).data;
}

/** Uploads an image to the signed-in user's library (the media library's own call). */
export async function uploadImage(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  env = 'make-iat',
): Promise<{ id: number; name: string; src: string }> {
  const reply = await page.request.post(`/api/media/image?env=${env}`, {
    headers: { 'x-csrf-token': await csrfToken(page) },
    multipart: { file },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { data: { data: { id: number; name: string; src: string } } }).data.data;
}

/** The SQLite file of the server this journey runs against (playwright.config.ts: one folder per port). */
export const e2eDatabaseFile = () =>
  path.join(os.tmpdir(), `sportello-e2e-${new URL(test.info().project.use.baseURL!).port}`, 'sportello.db');

/** Runs `fn` on the journey's database (a test's starting state), closing it afterwards. */
export function withDatabase<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(e2eDatabaseFile());
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
