import { describe, expect, it } from 'vitest';
import { DEVICE_CODE_ALPHABET, TERMINAL_MESSAGES as M } from '@sportello/contracts';
import { addTerminal, pairDevice, useTerminalsWorld } from './terminals.test-kit.js';

/** Spec 2 §2 "externals", §7 "External terminals": the office's terminals, and nobody else's. */
describe('terminals calls', () => {
  const w = useTerminalsWorld();

  it('adds a terminal: default name "Terminale {date time}", assisted, off, a 4-character code for 10 minutes', async () => {
    const before = Date.now();
    const { terminal, pairing } = await addTerminal(w.op);
    expect(terminal.name).toMatch(/^Terminale \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(terminal).toMatchObject({
      terminalType: 'assisted',
      status: 'off',
      isActive: true,
      paired: false,
    });
    expect(pairing.code).toMatch(new RegExp(`^[${DEVICE_CODE_ALPHABET}]{4}$`));
    const minutes = (Date.parse(pairing.expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10.01);
    const kiosk = await addTerminal(w.op, { name: 'Kiosk atrio', terminalType: 'self' });
    expect(kiosk.terminal).toMatchObject({ name: 'Kiosk atrio', terminalType: 'self' });
  });

  it('refuses who is not an operator of an office, and a bad payload naming the field', async () => {
    for (const agent of [w.editor, w.structure]) {
      const res = await agent.post('/api/externals', {});
      expect(res.statusCode).toBe(403);
    }
    const bad = await w.op.post('/api/externals', { terminalType: 'tablet', name: 'x'.repeat(81) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(expect.arrayContaining(['terminalType', 'name']));
  });

  it('the edit call of §7 renames and retypes; another office gets 404 by wsId, its terminal untouched', async () => {
    const { terminal } = await addTerminal(w.op, { name: 'Desk 1' });
    const res = await w.op2.post('/api/externals/edit', {
      wsId: terminal.wsId,
      name: 'Desk accoglienza',
      terminalType: 'self',
      deviceName: 'iPad 1',
      iat: w.siena.slug,
      iatName: 'IAT Siena',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.terminal).toMatchObject({
      name: 'Desk accoglienza',
      terminalType: 'self',
      deviceName: 'iPad 1',
    });
    expect(res.data.data.message).toBe(M.updated);
    const kept = await w.op.post('/api/externals/edit', { wsId: terminal.wsId, deviceName: 'iPad 2' });
    expect(kept.data.data.terminal).toMatchObject({ name: 'Desk accoglienza', terminalType: 'self' });
    const empty = await w.op.post('/api/externals/edit', { wsId: terminal.wsId, name: '' });
    expect(empty.data.data.terminal.name).toMatch(/^Terminale /);

    const other = await w.pisaOp.post('/api/externals/edit', { wsId: terminal.wsId, name: 'Mio' });
    expect(other.statusCode).toBe(404);
    const status = await w.pisaOp.get(`/api/externals/status?wsId=${terminal.wsId}`);
    expect(status.statusCode).toBe(404);
    const mine = await w.op.get(`/api/externals/status?wsId=${terminal.wsId}`);
    expect(mine.data.data).toEqual({ wsId: terminal.wsId, status: 'off', sharing: false });

    const bad = await w.op.post('/api/externals/edit', { wsId: 'nope', terminalType: 'tv' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(expect.arrayContaining(['wsId', 'terminalType']));
  });

  it('the externals table page without a filter: every terminal of the office, a paired kiosk too', async () => {
    const kiosk = await addTerminal(w.op, { name: 'Kiosk sala', terminalType: 'self' });
    await pairDevice(w.t, kiosk.pairing.code);
    const page = await w.op.get('/api/tables/externals');
    expect(page.statusCode).toBe(200);
    const rows = page.data.data.elements as { id: number; cells: Record<string, unknown> }[];
    expect(rows.find((r) => r.cells.name === 'Kiosk sala')?.cells).toMatchObject({
      type: 'self',
      terminalType: 'Self-service (kiosk)',
      paired: true,
    });
    expect(new Set(rows.map((r) => r.cells.type))).toEqual(new Set(['assisted', 'self']));
    expect(rows.every((r) => r.cells.iat === w.siena.slug)).toBe(true);
    // Another office's desk sees none of them; a role without terminals is refused.
    const pisa = await w.pisaOp.get('/api/tables/externals');
    expect((pisa.data.data.elements as { cells: { name: string } }[]).map((r) => r.cells.name)).not.toContain(
      'Kiosk sala',
    );
    expect((await w.editor.get('/api/tables/externals')).statusCode).toBe(403);
  });

  it('the externals table page: the office only, filtered by terminalType assisted, deletable; others refused', async () => {
    const page = await w.op.get('/api/tables/externals?terminalType=assisted');
    expect(page.statusCode).toBe(200);
    const rows = page.data.data.elements as { id: number; cells: Record<string, unknown> }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.cells.type === 'assisted' && r.cells.iat === w.siena.slug)).toBe(true);
    const pisa = await w.pisaOp.get('/api/tables/externals');
    expect(pisa.data.data.totalItems).toBe(0);
    expect((await w.editor.get('/api/tables/externals')).statusCode).toBe(403);
    expect((await w.op.get('/api/tables/externals?terminalType=tv')).statusCode).toBe(400);
    const template = await w.op.get('/api/tables/externals/template.json');
    expect(template.data.data.add.action).toBe('add-terminal');
    // The status chip reads the cell's own value: each row's "on"/"off" shows an Italian label.
    const labels = template.data.data.config.statusLabels as Record<string, { label: string }>;
    expect(rows.map((r) => labels[r.cells.status as string]?.label)).toEqual(rows.map(() => 'Non collegato'));
    expect(labels.on?.label).toBe('Collegato');

    const id = rows[0]!.id;
    const refused = await w.pisaOp.post('/api/tables/externals/delete', { id, params: {} });
    expect(refused.statusCode).toBe(404);
    const del = await w.op.post('/api/tables/externals/delete', { id, params: {} });
    expect(del.statusCode).toBe(200);
    expect(del.data.data.message).toBe(M.deleted);
  });
});
