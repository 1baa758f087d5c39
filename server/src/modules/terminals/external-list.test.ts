import { beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_LIST_MESSAGES, TERMINAL_MESSAGES as M } from '@sportello/contracts';
import { fillCatalogue } from '../explore/explore.test-kit.js';
import { makeList } from '../lists/lists.test-kit.js';
import { addTerminal, openSocket, pairDevice, useTerminalsWorld } from './terminals.test-kit.js';

/** Spec 2 §4 "Sharing to an external terminal": a list on the desk's terminal, and nothing else. */
describe('a list shared to the terminal', () => {
  const w = useTerminalsWorld();
  beforeAll(async () => fillCatalogue(w.t));

  async function desk(ip: string) {
    const operator = await openSocket(w.t, w.op);
    const { terminal, pairing } = await addTerminal(w.op, { name: 'Desk' });
    const device = await pairDevice(w.t, pairing.code, ip);
    const screen = await openSocket(w.t, device);
    await operator.next(
      'updateTerminal',
      (m) => m.terminal.wsId === terminal.wsId && m.terminal.status === 'on',
    );
    return { operator, screen, device, terminal };
  }

  it('the terminal opens the list, the device reads only it in the chosen language, nothing after stop', async () => {
    const { operator, screen, device, terminal } = await desk('10.3.0.1');
    const listId = await makeList(w.op, 'Weekend a Siena', [
      ['h1', 'accommodation'],
      ['a1', 'attraction'],
    ]);
    const other = await makeList(w.op, 'Altra lista', [['a2', 'attraction']]);
    expect((await device.get('/api/external/list')).statusCode).toBe(404);

    operator.send({ type: 'sendToExternal', wsId: terminal.wsId, lang: 'en', sections: '', listId });
    expect(await screen.next('openForm')).toMatchObject({ listId, lang: 'en' });
    expect(await operator.next('sharingToExternal')).toMatchObject({ sharing: true, lang: 'en' });

    const res = await device.get(`/api/external/list?id=${listId}`);
    expect(res.statusCode).toBe(200);
    const data = res.data.data.data;
    expect(data).toMatchObject({ listId, title: 'Weekend a Siena', lang: 'en' });
    expect(data.items.map((i: { type: string }) => i.type)).toEqual(['accommodation', 'attraction']);
    expect(data.items[0].title).toBeTruthy();
    expect(data.link).toMatch(/\/condivisione\/lista\/[A-Za-z0-9_-]{32}$/);
    expect(data.qrSvg).toMatch(/^<svg/);
    // The link is the lists module's public share: it opens the PDF signed out.
    const pdf = await w.t.app.inject({ method: 'GET', url: new URL(data.link).pathname });
    expect(pdf.statusCode).toBe(200);
    expect((await device.get('/api/external/list')).statusCode).toBe(200);

    // Another list by id: refused; the device has no session for the lists API either.
    const byId = await device.get(`/api/external/list?id=${other}`);
    expect(byId.statusCode).toBe(404);
    expect(byId.data.message).toBe(EXTERNAL_LIST_MESSAGES.noList);
    expect([401, 403]).toContain((await device.get(`/api/list/lista/${other}/elementi`)).statusCode);
    expect((await device.get('/api/external/list?id=abc')).statusCode).toBe(400);

    // Another terminal of the same office was sent nothing: it reads nothing.
    const second = await addTerminal(w.op, { name: 'Hall' });
    const secondDevice = await pairDevice(w.t, second.pairing.code, '10.3.0.9');
    expect((await secondDevice.get(`/api/external/list?id=${listId}`)).statusCode).toBe(404);

    operator.send({ type: 'stopSharing', wsId: terminal.wsId });
    await screen.next('closeForm');
    await operator.next('sharingToExternal', (m) => !m.sharing);
    expect((await device.get(`/api/external/list?id=${listId}`)).statusCode).toBe(404);
    operator.close();
    screen.close();
  });

  it('a list of another office is not sent; the terminal shows nothing new; signed out is refused', async () => {
    const { operator, screen, terminal } = await desk('10.3.0.2');
    const pisaList = await makeList(w.pisaOp, 'Lista di Pisa');
    operator.send({
      type: 'sendToExternal',
      wsId: terminal.wsId,
      lang: 'it',
      sections: '',
      listId: pisaList,
    });
    expect((await operator.next('error')).of).toBe('sendToExternal');
    operator.send({
      type: 'sendToExternal',
      wsId: terminal.wsId,
      lang: 'it',
      sections: '',
      listId: 99999999,
    });
    expect((await operator.next('error')).of).toBe('sendToExternal');
    operator.send({ type: 'checkStatus', wsId: terminal.wsId });
    expect((await operator.next('checkStatus')).sharing).toBe(false);
    expect(screen.messages.some((m) => m.type === 'openForm')).toBe(false);
    operator.send({ type: 'sendToExternal', wsId: terminal.wsId, lang: 'it', sections: '', listId: -1 });
    expect((await operator.next('error')).fields).toHaveProperty('listId');

    const anonymous = await w.t.app.inject({ method: 'GET', url: '/api/external/list' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().message).toBe(M.deviceRequired);
    operator.close();
    screen.close();
  });
});
