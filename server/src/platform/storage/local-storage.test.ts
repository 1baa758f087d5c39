import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, isValidStorageKey, localPathOf, newStorageKey } from './index.js';

describe('Local storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-storage-'));
  const storage = createLocalStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, reads, checks and deletes a file under its key', async () => {
    const key = newStorageKey('media/image', 'png', new Date('2026-11-21T10:00:00Z'));
    expect(key).toMatch(/^media\/image\/2026\/11\/[0-9a-f-]{36}\.png$/);
    await storage.put(key, Buffer.from('ciao'), 'text/plain');
    expect(await storage.exists(key)).toBe(true);
    expect(fs.readFileSync(localPathOf(root, key), 'utf8')).toBe('ciao');
    const stored = await storage.get(key);
    expect(stored?.size).toBe(4);
    const chunks: Buffer[] = [];
    for await (const c of stored!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('ciao');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the folder or name odd files', async () => {
    for (const key of [
      '../etc/passwd',
      'media/../../x',
      '/abs',
      'a//b',
      'media/./x',
      'Media/X.png',
      'a\\b',
      '',
      'a/',
    ]) {
      expect(isValidStorageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/non valida/);
      await expect(storage.get(key)).rejects.toThrow(/non valida/);
    }
    const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) =>
      fs.statSync(path.join(root, f)).isFile(),
    );
    expect(files).toEqual([]);
    expect(fs.existsSync(path.join(path.dirname(root), 'etc'))).toBe(false);
  });
});
