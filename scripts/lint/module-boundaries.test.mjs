import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const lint = async (file, code) =>
  (await eslint.lintText(code, { filePath: path.join(root, file) }))[0].messages
    .filter((m) => m.ruleId === 'sportello/module-boundaries')
    .map((m) => m.message);

describe('the server modules’ boundaries (lint)', () => {
  it('refuses a file of another module that is not its index.ts', async () => {
    const messages = await lint(
      'server/src/modules/lists/probe.ts',
      "import { upsertAssets } from '../explore/catalogue.store.js';\nexport const x = upsertAssets;\n",
    );
    expect(messages).toEqual([expect.stringContaining("Importa da 'explore/index.js'")]);
  });

  it('refuses an import that closes a circle between modules, naming it', async () => {
    // explore already uses places: places may not use explore back, even through its index.
    const messages = await lint(
      'server/src/modules/places/probe.ts',
      "import { upsertAssets } from '../explore/index.js';\nexport const x = upsertAssets;\n",
    );
    expect(messages).toEqual(['Questo import chiude un cerchio tra i moduli: places → explore → places.']);
  });

  it('lets a module use another through its index, and a test use another area’s test kit', async () => {
    expect(
      await lint(
        'server/src/modules/lists/probe.ts',
        "import { upsertAssets } from '../explore/index.js';\nexport const x = upsertAssets;\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'server/src/modules/lists/probe.test.ts',
        "import * as kit from '../explore/explore.test-kit.js';\nexport const x = kit;\n",
      ),
    ).toEqual([]);
  });
});
