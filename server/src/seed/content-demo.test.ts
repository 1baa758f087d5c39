import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { loadSharp } from '../platform/lazy/libraries.js';
import { invalidFields } from '../modules/content/content.save.js';
import { loadDocuments } from '../modules/content/content.store.js';
import { findContentType } from '../modules/content/content-types.repo.js';
import { seedDemoIfEmpty } from './seed.js';

/**
 * The demo as a desk first meets it: every content can be sent to validation as it is (the check
 * the server runs on "Invia in validazione"), and the media library holds real images.
 */
describe('demo contents and media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoIfEmpty(t.db, t.config, { catalogue: false, profiles: false, storage: t.storage });
  });
  afterAll(() => t.close());

  it('every seeded content, main and portal version, satisfies its own template', async () => {
    const rows = await t.db
      .selectFrom('contents')
      .select(['id', 'typeId', 'headRevision', 'vtRevision'])
      .execute();
    expect(rows.length).toBeGreaterThan(70);
    const broken: Record<string, Record<string, string>> = {};
    for (const row of rows) {
      const type = (await findContentType(t.db, row.typeId))!;
      for (const revision of [row.headRevision, row.vtRevision]) {
        if (revision === null) continue;
        const fields = invalidFields(type.template, await loadDocuments(t.db, revision));
        if (Object.keys(fields).length) broken[`${type.code} #${row.id} r${revision}`] = fields;
      }
    }
    expect(broken).toEqual({});
  });

  it('each author group has images in its library, real small JPEGs with thumbnails, used by its contents', async () => {
    const media = await t.db
      .selectFrom('media')
      .select(['id', 'groupId', 'fileKey', 'thumbKey', 'mime', 'size', 'width', 'height'])
      .execute();
    expect(new Set(media.map((m) => m.groupId)).size).toBeGreaterThanOrEqual(3);
    const sharp = await loadSharp();
    for (const m of media.slice(0, 4)) {
      expect(m.mime).toBe('image/jpeg');
      expect(m.size).toBeLessThan(50_000);
      const file = await t.storage.get(m.fileKey);
      const chunks: Buffer[] = [];
      for await (const chunk of file!.body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: 'jpeg',
        width: m.width,
        height: m.height,
      });
      expect(m.thumbKey).not.toBeNull();
    }
    const used = await t.db.selectFrom('mediaUsage').select('mediaId').distinct().execute();
    expect(used.length).toBe(media.length);
    const texts = await t.db
      .selectFrom('mediaTexts')
      .select(['lang', 'alt'])
      .where('lang', '=', 'de')
      .execute();
    expect(texts[0]?.alt).toMatch(/Zypressen|Türmen|Küste/);
  });
});
