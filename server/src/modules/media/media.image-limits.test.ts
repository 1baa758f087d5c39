import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { animatedGif } from './media.gif-kit.js';
import { storedKeys, tempFilesDir, upload } from './media.test-kit.js';

const TOO_BIG = "L'immagine è troppo grande: al massimo 60 milioni di pixel, contando tutti i fotogrammi.";

describe('Images are measured before they are decoded (decompression bombs)', () => {
  let t: TestApp;
  let editor: Agent;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = tempFilesDir();
    t = await buildTestApp({ filesDir });
    const user = await createTestUser(t.db, { role: 'editor' });
    editor = new Agent(t.app);
    await editor.login(user.username);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('refuses 6 frames of 4000×4000 in a 66 KB GIF with 413, from its header', async () => {
    const bomb = animatedGif(4000, 4000, 6);
    expect(bomb.length).toBeLessThan(70_000);
    const res = await upload(editor, 'image', {
      filename: 'animazione.gif',
      data: bomb,
      contentType: 'image/gif',
    });
    expect(res.statusCode).toBe(413);
    expect(res.data).toMatchObject({
      status: 'error',
      code: 'too_large',
      message: TOO_BIG,
      fields: { file: TOO_BIG },
    });
    expect(await storedKeys(t.storage)).toHaveLength(0);

    // The same pixels in one frame count the same; so do many small frames.
    const tall = await upload(editor, 'image', { filename: 'lunga.gif', data: animatedGif(8000, 8000, 1) });
    expect(tall.statusCode).toBe(413);
    const many = await upload(editor, 'image', { filename: 'tanti.gif', data: animatedGif(20, 20, 201) });
    expect(many.statusCode).toBe(413);
  });

  it('accepts an ordinary animated GIF', async () => {
    const res = await upload(editor, 'image', { filename: 'saluto.gif', data: animatedGif(300, 200, 3) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data.data).toMatchObject({ width: 300, height: 200 });
  });
});
