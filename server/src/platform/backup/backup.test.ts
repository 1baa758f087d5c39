import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.js';
import { anotherProcess } from '../../../test/another-process.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';
import { runTypeScript } from '../../../test/run-typescript.js';
import { migrations } from '../../db/migrations/index.js';
import { findContentTypeByCode } from '../../modules/content/content-types.repo.js';
import { fill, save, saveBody, valuesOf, withValues } from '../../modules/content/content.test-kit.js';
import { fillCatalogue } from '../../modules/explore/explore.test-kit.js';
import { elementsOf, makeList } from '../../modules/lists/lists.test-kit.js';
import { pdfFile, solidImage, upload } from '../../modules/media/media.test-kit.js';
import { saveProfile } from '../../modules/profiles/profiles.test-kit.js';
import type { Db } from '../db/connect.js';
import { createStorage, type Storage } from '../storage/index.js';
import { createBackup, readManifest, restoreBackup, type Manifest } from './index.js';
import { sha256Of } from './files-snapshot.js';
import { formatCounts } from './messages.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const cli = (name: string) => path.join(root, 'server/src/cli', `${name}.ts`);
const onPostgres = process.env.TEST_DB === 'postgres';
/** Stands in the CLI's DATABASE_URL (the test server trusts local connections): never printed. */
const PASSWORD = 'segreto-da-non-stampare';

/** What a person would check after a restore: the rows they wrote and the files' bytes. */
async function peopleRows(db: Db, ids: { content: number; profile: number; list: number }) {
  return {
    content: await db.selectFrom('contents').selectAll().where('id', '=', ids.content).executeTakeFirst(),
    profile: await db.selectFrom('profiles').selectAll().where('id', '=', ids.profile).executeTakeFirst(),
    list: await db.selectFrom('lists').selectAll().where('id', '=', ids.list).executeTakeFirst(),
    media: await db.selectFrom('media').selectAll().orderBy('id').execute(),
  };
}

async function bytesOf(storage: Storage, key: string): Promise<Buffer> {
  const stored = await storage.get(key);
  if (!stored) throw new Error(`${key} is not in the store`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A list's page with its type facets in one order (the API leaves ties of equal count unordered). */
function sameTypes(page: Awaited<ReturnType<typeof elementsOf>>) {
  return { ...page, types: [...page.types].sort((a, b) => a.type.localeCompare(b.type)) };
}

async function rowsOf(db: Db, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table as 'users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
const TABLES = ['contents', 'assets', 'profiles', 'lists', 'list_elements', 'media', 'users'] as const;

describe('Copia di sicurezza e ripristino (npm run backup, npm run restore)', () => {
  let t: TestApp;
  let lost = false;
  let dataDir: string;
  let backups: string;
  let snapshot: string;
  let manifest: Manifest;
  const ids = { content: 0, profile: 0, list: 0 };
  const usernames = { operator: '', editor: '' };
  let mediaFiles: { src: string; bytes: Buffer }[];
  let before: {
    counts: Record<string, number>;
    rows: Awaited<ReturnType<typeof peopleRows>>;
    list: Awaited<ReturnType<typeof elementsOf>>;
  };

  const cliEnv = () => {
    const db = t.config.database;
    let url = db.kind === 'sqlite' ? `sqlite:${db.file}` : db.url;
    if (db.kind === 'postgres') {
      const withPassword = new URL(url);
      withPassword.password = PASSWORD;
      url = withPassword.toString();
    }
    const s3 = t.config.s3;
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // The api-s3 project's bucket, as the server's settings would name it.
      ...(s3 && {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint ?? '',
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId ?? '',
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey ?? '',
        S3_FORCE_PATH_STYLE: String(s3.forcePathStyle),
        S3_PREFIX: s3.prefix,
      }),
    };
  };
  const login = async (app: TestApp['app'], username: string) => {
    const agent = new Agent(app);
    await agent.login(username);
    return agent;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-backup-'));
    backups = path.join(dataDir, 'backups');
    t = await buildTestApp({ dataDir, filesDir: path.join(dataDir, 'files') });
    await fillCatalogue(t);
    const office = await createTestGroup(t.db, { name: 'IAT Siena', kind: 'iat' });
    usernames.operator = (await createTestUser(t.db, { role: 'operator', group: office })).username;
    usernames.editor = (await createTestUser(t.db, { role: 'editor', group: office })).username;
    const operator = await login(t.app, usernames.operator);
    const editor = await login(t.app, usernames.editor);

    const typeId = (await findContentTypeByCode(t.db, 'itinerario'))!.id;
    const doc = (await fill(editor, `typeId=${typeId}`)).data.data;
    const saved = await save(
      editor,
      saveBody(doc, { it: withValues(valuesOf(doc.data.it), { titolo: 'Le crete senesi in un giorno' }) }),
    );
    expect(saved.statusCode).toBe(200);
    ids.content = saved.data.data.id;
    ids.profile = (await saveProfile(operator)).id;
    ids.list = await makeList(operator, 'Da vedere a Siena', [
      ['h1', 'accommodation'],
      ['a1', 'attraction'],
    ]);
    const image = await upload(editor, 'image', {
      filename: 'Duomo di Siena.png',
      data: await solidImage('png', 320, 200),
      contentType: 'image/png',
    });
    const document = await upload(editor, 'document', {
      filename: 'Orari dei musei.pdf',
      data: pdfFile(),
      contentType: 'application/pdf',
    });
    mediaFiles = [];
    for (const item of [image.data.data.data, document.data.data.data])
      for (const src of [item.src, item.thumb].filter(Boolean))
        mediaFiles.push({ src, bytes: (await editor.get(src)).rawPayload });
    before = {
      counts: await rowsOf(t.db, TABLES),
      rows: await peopleRows(t.db, ids),
      list: await elementsOf(operator, ids.list),
    };
  });

  afterAll(async () => {
    if (!lost) await t.close();
    const db = t.config.database;
    if (db.kind === 'sqlite') fs.rmSync(path.dirname(db.file), { recursive: true, force: true });
    else await dropDatabase(db.url);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('npm run backup copies the running server’s database and files, says what in Italian, and never prints the password', async () => {
    const { code, out, err } = await runTypeScript([cli('backup'), '--out', backups], {
      cwd: root,
      env: cliEnv(),
    });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(
      /^Copia di sicurezza scritta in .*backups\/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d \(\d+,\d s\)\.$/m,
    );
    expect(out).toContain(`dati: ${formatCounts(before.counts)}\n`);
    expect(formatCounts(before.counts)).toMatch(
      /^1 contenuto, \d+ schede del catalogo, 1 profilo, 2 liste, 2 elementi della libreria, 2 utenti$/,
    );
    expect(out).toContain(`file: ${mediaFiles.length} (`);
    expect(out).not.toContain(PASSWORD);
    if (t.config.s3?.secretAccessKey) expect(out).not.toContain(t.config.s3.secretAccessKey);
    // The server went on answering while it was copied.
    expect((await elementsOf(await login(t.app, usernames.operator), ids.list)).totalItems).toBe(2);
  });

  it('a snapshot holds the database at one instant and every file with its size and SHA-256', async () => {
    const result = await createBackup({ config: t.config, storage: t.storage }, { parentDir: backups });
    snapshot = result.dir;
    manifest = await readManifest(snapshot);
    expect(manifest).toEqual(result.manifest);
    expect(path.basename(snapshot)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(-\d+)?$/);
    expect(manifest.engine).toBe(t.config.database.kind);
    expect(manifest.files.location).toBe(t.storage.location);
    expect(manifest.migration).toEqual({
      latest: Object.keys(migrations).at(-1),
      count: Object.keys(migrations).length,
    });
    for (const table of TABLES) expect(manifest.counts[table]).toBe(before.counts[table]);
    const keys: string[] = [];
    for await (const key of t.storage.list('')) keys.push(key);
    expect(manifest.files.entries.map((e) => e.key)).toEqual(keys.sort());
    expect(manifest.files.count).toBe(mediaFiles.length);
    for (const entry of manifest.files.entries) {
      const copied = fs.readFileSync(path.join(snapshot, 'files', entry.key));
      expect(copied.equals(await bytesOf(t.storage, entry.key))).toBe(true);
      expect(entry.size).toBe(copied.length);
    }
    expect(fs.readdirSync(backups).some((name) => name.endsWith('.partial'))).toBe(false);
  });

  it('after the database and the files are lost, the restore brings back every content, profile, list and file', async () => {
    await t.close();
    lost = true;
    for (const key of manifest.files.entries.map((e) => e.key)) await t.storage.delete(key);
    fs.rmSync(t.config.filesDir, { recursive: true, force: true });
    if (t.config.database.kind === 'postgres') await createDatabase(t.config.database.url);
    else expect(fs.existsSync(t.config.database.file)).toBe(false);

    // An empty database: no --yes needed.
    const result = await restoreBackup({ config: t.config, storage: createStorage(t.config) }, snapshot, {
      yes: false,
    });
    expect(result.counts).toEqual(manifest.counts);
    expect(result.files.count).toBe(mediaFiles.length);

    const restored = await anotherProcess(t);
    try {
      expect(await rowsOf(restored.db, TABLES)).toEqual(before.counts);
      expect(await peopleRows(restored.db, ids)).toEqual(before.rows);
      const operator = await login(restored.app, usernames.operator);
      expect(sameTypes(await elementsOf(operator, ids.list))).toEqual(sameTypes(before.list));
      const profile = await operator.get(`/api/crm/profilo/${ids.profile}`);
      expect(profile.statusCode).toBe(200);
      const editor = await login(restored.app, usernames.editor);
      for (const file of mediaFiles) {
        const res = await editor.get(file.src);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(file.bytes)).toBe(true);
      }

      // A restore while a server has the database open is refused, --yes or not.
      await expect(
        restoreBackup({ config: t.config, storage: createStorage(t.config) }, snapshot, { yes: true }),
      ).rejects.toThrow(
        onPostgres ? /altre? connession.* aperte?: ferma i server/ : /è in uso .* ferma il server/,
      );
    } finally {
      await restored.close();
    }
  });

  it('npm run restore refuses to overwrite a database that holds data unless --yes is given', async () => {
    const { code, out, err } = await runTypeScript([cli('restore'), snapshot], { cwd: root, env: cliEnv() });
    expect(code).toBe(1);
    expect(out).toBe(`Verifico la copia ${snapshot}…\n`);
    expect(err).toContain(
      `non è vuoto: contiene ${formatCounts(before.counts)}, e ${mediaFiles.length} file sono in ${t.storage.location}.`,
    );
    expect(err).toContain('ripeti il comando con --yes. Nulla è stato ripristinato.');
    expect(err).not.toContain(PASSWORD);
  });

  it('with --yes the snapshot replaces what was written after it, and files it does not hold stay', async () => {
    const later = await anotherProcess(t);
    try {
      const operator = await login(later.app, usernames.operator);
      await makeList(operator, 'Scritta dopo la copia');
      const editor = await login(later.app, usernames.editor);
      const image = await upload(editor, 'image', {
        filename: 'Piazza.png',
        data: await solidImage('png', 120, 90),
        contentType: 'image/png',
      });
      expect(image.statusCode).toBe(200);
    } finally {
      await later.close();
    }

    const { code, out, err } = await runTypeScript([cli('restore'), snapshot, '--yes'], {
      cwd: root,
      env: cliEnv(),
    });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/^Ripristino da .* completato in \d+,\d s\.$/m);
    expect(out).toContain(`dati: ${formatCounts(before.counts)}\n`);
    expect(out).toContain('2 file già presenti e assenti dalla copia sono stati lasciati dove sono');
    if (!onPostgres) expect(out).toMatch(/il database di prima è in .*\.before-restore-/);
    expect(out).not.toContain(PASSWORD);

    const restored = await anotherProcess(t);
    try {
      expect(await rowsOf(restored.db, TABLES)).toEqual(before.counts);
      expect(await peopleRows(restored.db, ids)).toEqual(before.rows);
    } finally {
      await restored.close();
    }
  });

  it('a damaged snapshot is refused before anything is written', async () => {
    const damaged = `${snapshot}-danneggiata`;
    fs.cpSync(snapshot, damaged, { recursive: true });
    const [first, second] = manifest.files.entries;
    const flipped = path.join(damaged, 'files', first!.key);
    const bytes = fs.readFileSync(flipped);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    fs.writeFileSync(flipped, bytes);
    fs.rmSync(path.join(damaged, 'files', second!.key));
    fs.truncateSync(path.join(damaged, manifest.database.file), manifest.database.size - 1);
    // The store lost a file and the lists their elements since: a refused restore brings back neither.
    await t.storage.delete(second!.key);
    const later = await anotherProcess(t);
    await later.db.deleteFrom('listElements').execute();
    await later.close();

    const error = await restoreBackup({ config: t.config, storage: createStorage(t.config) }, damaged, {
      yes: true,
    }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      [
        `La copia ${damaged} è danneggiata: nulla è stato ripristinato.`,
        `  - ${manifest.database.file}: ${manifest.database.size - 1} byte invece di ${manifest.database.size}`,
        ...[`files/${first!.key}: contenuto diverso (SHA-256)`, `files/${second!.key}: manca`]
          .sort()
          .map((line) => `  - ${line}`),
      ].join('\n'),
    );
    expect(await t.storage.exists(second!.key)).toBe(false);
    const after = await anotherProcess(t);
    try {
      expect(await rowsOf(after.db, ['list_elements'])).toEqual({ list_elements: 0 });
    } finally {
      await after.close();
    }
  });

  it('a database that cannot be put back (a whole but broken dump) leaves the database as it was', async () => {
    const broken = `${snapshot}-guasta`;
    fs.cpSync(snapshot, broken, { recursive: true });
    const dump = path.join(broken, manifest.database.file);
    fs.truncateSync(dump, Math.floor(manifest.database.size / 2));
    // The manifest describes the broken file: the hashes cannot tell, the engine must.
    const described = { ...manifest, database: { ...manifest.database, ...(await sha256Of(dump)) } };
    fs.writeFileSync(path.join(broken, 'manifest.json'), JSON.stringify(described));
    const later = await anotherProcess(t);
    const lists = (await rowsOf(later.db, ['lists'])).lists;
    const jobSchema = onPostgres ? await pgBossVersions(later.db) : null;
    await later.close();

    await expect(
      restoreBackup({ config: t.config, storage: createStorage(t.config) }, broken, { yes: true }),
    ).rejects.toThrow(onPostgres ? /^(pg_restore|psql) non è riuscito/ : /non supera il controllo di SQLite/);
    const after = await anotherProcess(t);
    try {
      expect(await rowsOf(after.db, ['lists', 'list_elements'])).toEqual({ lists, list_elements: 0 });
      // pg-boss's schema, dropped inside the restore's transaction, is there again.
      if (onPostgres) expect(await pgBossVersions(after.db)).toEqual(jobSchema);
    } finally {
      await after.close();
    }
  });
});

/** The rows of pg-boss's version table, or null without pg-boss's schema. */
async function pgBossVersions(db: Db): Promise<number | null> {
  const { rows } = await sql<{
    found: boolean;
  }>`select to_regclass('pgboss.version') is not null as found`.execute(db);
  if (!rows[0]!.found) return null;
  const count = await sql<{ n: number }>`select count(*)::int as n from pgboss.version`.execute(db);
  return count.rows[0]!.n;
}

async function adminClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  return client;
}

/** An empty database under the lost one's name, as a new PostgreSQL server would have. */
async function createDatabase(url: string): Promise<void> {
  const client = await adminClient();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(new URL(url).pathname.slice(1))}`);
  } finally {
    await client.end();
  }
}

async function dropDatabase(url: string): Promise<void> {
  const client = await adminClient();
  try {
    await client.query(
      `DROP DATABASE IF EXISTS ${client.escapeIdentifier(new URL(url).pathname.slice(1))} WITH (FORCE)`,
    );
  } finally {
    await client.end();
  }
}
