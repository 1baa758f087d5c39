import { describe, expect, it } from 'vitest';
import { TERMINAL_MESSAGES as M } from '@sportello/contracts';
import { Agent } from '../../../test/agent.js';
import { CLOSE_REVOKED } from './hub.js';
import { addTerminal, openSocket, pairDevice, signIn, useTerminalsWorld } from './terminals.test-kit.js';

/** Spec 2 §7 "External terminals": the socket, every message type, and who may reach what. */
describe('terminal socket', () => {
  const w = useTerminalsWorld();

  /** A paired, connected assisted terminal of Siena and an operator socket watching the office. */
  async function desk(name = 'Desk') {
    const operator = await openSocket(w.t, w.op);
    const { terminal, pairing } = await addTerminal(w.op, { name });
    const device = await pairDevice(w.t, pairing.code, `10.1.0.${Math.floor(Math.random() * 200) + 1}`);
    const screen = await openSocket(w.t, device);
    await operator.next(
      'updateTerminal',
      (m) => m.terminal.wsId === terminal.wsId && m.terminal.status === 'on',
    );
    return { operator, screen, device, terminal };
  }

  it('refuses at the upgrade: another origin, no origin, no session or device, a role without terminals', async () => {
    await expect(openSocket(w.t, w.op, { origin: 'https://evil.example' })).rejects.toThrow(/refused/);
    await expect(openSocket(w.t, w.op, { origin: null })).rejects.toThrow(/refused/);
    await expect(openSocket(w.t, new Agent(w.t.app))).rejects.toThrow(/refused/);
    await expect(openSocket(w.t, w.editor)).rejects.toThrow(/refused/);
  });

  it('init: the operator gets registerWSOKServer, the terminal registerWSOKClient; a false isClient is refused', async () => {
    const { operator, screen, terminal } = await desk();
    expect((await operator.next('open')).socketId).toBeTruthy();
    operator.send({ type: 'init', wsId: null, isClient: false, group: w.siena.slug });
    expect(await operator.next('registerWSOKServer', (m) => !m.terminal)).toMatchObject({
      group: w.siena.slug,
    });
    screen.send({ type: 'init', wsId: terminal.wsId, isClient: true, group: w.siena.slug });
    expect((await screen.next('registerWSOKClient')).device).toMatchObject({
      wsId: terminal.wsId,
      name: 'Desk',
    });
    operator.send({ type: 'init', wsId: null, isClient: true, group: w.siena.slug });
    expect((await operator.next('error')).of).toBe('init');
    operator.send({ type: 'init', wsId: null, isClient: false, group: w.pisa.slug });
    expect((await operator.next('error')).message).toBe(M.otherOffice);
    operator.close();
    screen.close();
  });

  it('addWs gives the code; the device typing it shows "connected" on the modal, then status on', async () => {
    const operator = await openSocket(w.t, w.op);
    operator.send({ type: 'addWs', name: 'Tablet sportello 2' });
    const added = await operator.next('addWs');
    expect(added.terminal).toMatchObject({ name: 'Tablet sportello 2', status: 'off' });
    const device = await pairDevice(w.t, added.pairing.code, '10.1.1.1');
    const connected = await operator.next('registerWSOKServer', (m) => m.wsId === added.terminal.wsId);
    expect(connected.message).toBe(M.connected);
    const screen = await openSocket(w.t, device);
    await operator.next(
      'updateTerminal',
      (m) => m.terminal.wsId === added.terminal.wsId && m.terminal.status === 'on',
    );
    operator.send({ type: 'checkStatus', wsId: added.terminal.wsId });
    expect(await operator.next('checkStatus')).toEqual({
      type: 'checkStatus',
      wsId: added.terminal.wsId,
      status: 'on',
      sharing: false,
    });
    screen.send({ type: 'registerWs', deviceName: 'Samsung Tab A' });
    await operator.next('updateTerminal', (m) => m.terminal.deviceName === 'Samsung Tab A');
    screen.close();
    await operator.next(
      'updateTerminal',
      (m) => m.terminal.wsId === added.terminal.wsId && m.terminal.status === 'off',
    );
    operator.close();
  });

  it('sendToExternal opens the form on the terminal; the answers come back; stopSharing from either side closes it', async () => {
    const { operator, screen, terminal } = await desk('Desk condivisione');
    operator.send({
      type: 'sendToExternal',
      wsId: terminal.wsId,
      lang: 'en',
      sections: 'provenienza,interessi,sconosciuta',
      profileId: 42,
    });
    expect(await screen.next('openForm')).toEqual({
      type: 'openForm',
      formType: 'assisted',
      lang: 'en',
      sections: ['provenienza', 'interessi'],
      profileId: 42,
      listId: null,
    });
    expect(await operator.next('sharingToExternal')).toMatchObject({ wsId: terminal.wsId, sharing: true });
    screen.send({
      type: 'submitExternalForm',
      values: { profilo_paese: 'it', profilo_regione: 'toscana', profilo_interessi: ['arte'], intruso: 'x' },
    });
    const answers = await operator.next('receiveExternalForm');
    expect(answers).toMatchObject({ wsId: terminal.wsId, profileId: 42, final: false });
    expect(answers.values).toEqual({
      profilo_paese: 'it',
      profilo_regione: 'toscana',
      profilo_interessi: ['arte'],
    });

    operator.send({ type: 'checkStatus', wsId: terminal.wsId });
    expect((await operator.next('checkStatus')).sharing).toBe(true);
    operator.send({ type: 'stopSharing', wsId: terminal.wsId });
    await screen.next('closeForm');
    expect((await operator.next('sharingToExternal')).sharing).toBe(false);

    operator.send({ type: 'sendToExternal', wsId: terminal.wsId, lang: 'it', sections: '' });
    expect((await screen.next('openForm')).sections).toEqual(['provenienza', 'gruppo', 'interessi']);
    await operator.next('sharingToExternal');
    screen.send({ type: 'stopSharing' });
    await screen.next('closeForm');
    expect((await operator.next('sharingToExternal')).sharing).toBe(false);
    screen.send({ type: 'submitExternalForm', values: {} });
    expect((await screen.next('error')).message).toBe(M.notSharing);
    operator.close();
    screen.close();
  });

  it('updateTerminal and removeTmpWsId from the operator; the terminal may not speak for an operator', async () => {
    const { operator, screen, terminal } = await desk('Desk vecchio nome');
    operator.send({ type: 'updateTerminal', wsId: terminal.wsId, name: 'Desk nuovo nome' });
    await operator.next('updateTerminal', (m) => m.terminal.name === 'Desk nuovo nome');
    await screen.next('updateTerminal', (m) => m.terminal.name === 'Desk nuovo nome');

    const pending = await addTerminal(w.op, { name: 'Mai collegato' });
    operator.send({ type: 'removeTmpWsId', wsId: pending.terminal.wsId });
    await operator.next('removeTmpWsId', (m) => m.wsId === pending.terminal.wsId);
    const gone = await w.op.get(`/api/externals/status?wsId=${pending.terminal.wsId}`);
    expect(gone.statusCode).toBe(404);
    const late = await new Agent(w.t.app, { ip: '10.1.2.1' }).post('/api/external/register', {
      code: pending.pairing.code,
    });
    expect(late.statusCode).toBe(404);

    for (const m of [
      { type: 'addWs' },
      { type: 'checkStatus', wsId: terminal.wsId },
      { type: 'updateTerminal', wsId: terminal.wsId, name: 'x' },
    ]) {
      screen.send(m);
      expect((await screen.next('error')).of).toBe(m.type);
    }
    operator.send({ type: 'submitExternalForm', values: {} });
    expect((await operator.next('error')).of).toBe('submitExternalForm');
    operator.close();
    screen.close();
  });

  it('a malformed message gets an error and changes nothing', async () => {
    const { operator, screen, terminal } = await desk('Desk errori');
    const bad: (string | Record<string, unknown>)[] = [
      'non è json',
      { type: 'chiSonoIo' },
      { wsId: terminal.wsId },
      { type: 'sendToExternal', wsId: terminal.wsId, lang: 'xx', sections: 'provenienza' },
      { type: 'sendToExternal', lang: 'it', sections: 'provenienza' },
      { type: 'updateTerminal', wsId: terminal.wsId, terminalType: 'tv' },
    ];
    for (const m of bad) {
      operator.send(m);
      const error = await operator.next('error');
      expect(error.message).toBe(M.badMessage);
    }
    const status = await w.op.get(`/api/externals/status?wsId=${terminal.wsId}`);
    expect(status.data.data).toEqual({ wsId: terminal.wsId, status: 'on', sharing: false });
    expect(screen.messages.some((m) => m.type === 'openForm')).toBe(false);
    operator.close();
    screen.close();
  });

  it("another office's terminal is unreachable: no status, no share, no edit; the terminal receives nothing", async () => {
    const { screen, terminal } = await desk('Desk di Siena');
    const pisa = await openSocket(w.t, w.pisaOp);
    for (const m of [
      { type: 'checkStatus', wsId: terminal.wsId },
      { type: 'sendToExternal', wsId: terminal.wsId, lang: 'it', sections: 'provenienza' },
      { type: 'stopSharing', wsId: terminal.wsId },
      { type: 'updateTerminal', wsId: terminal.wsId, name: 'Preso' },
      { type: 'removeTmpWsId', wsId: terminal.wsId },
    ]) {
      pisa.send(m);
      expect((await pisa.next('error')).message).toBe(M.notFound);
    }
    expect(screen.messages.some((m) => m.type === 'openForm' || m.type === 'closeForm')).toBe(false);
    expect(pisa.messages.some((m) => m.type === 'updateTerminal')).toBe(false);
    const mine = await w.op.get(`/api/externals/status?wsId=${terminal.wsId}`);
    expect(mine.data.data.status).toBe('on');
    pisa.close();
    screen.close();
  });

  it('refuses a share to a kiosk or to a terminal that is off', async () => {
    const operator = await openSocket(w.t, w.op);
    const kiosk = await addTerminal(w.op, { terminalType: 'self' });
    const device = await pairDevice(w.t, kiosk.pairing.code, '10.1.3.1');
    const screen = await openSocket(w.t, device);
    await operator.next(
      'updateTerminal',
      (m) => m.terminal.wsId === kiosk.terminal.wsId && m.terminal.status === 'on',
    );
    operator.send({ type: 'sendToExternal', wsId: kiosk.terminal.wsId, lang: 'it', sections: '' });
    expect((await operator.next('error')).message).toBe(M.notAssisted);
    const off = await addTerminal(w.op);
    operator.send({ type: 'sendToExternal', wsId: off.terminal.wsId, lang: 'it', sections: '' });
    expect((await operator.next('error')).message).toBe(M.offline);
    screen.close();
    operator.close();
  });

  it('a terminal switched off is refused at once: its socket closed, its calls and new sockets refused', async () => {
    const { operator, screen, device, terminal } = await desk('Desk da spegnere');
    const res = await w.op.post('/api/externals/edit', {
      wsId: terminal.wsId,
      name: 'Spento',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect((await screen.next('notify')).message).toBe(M.deviceRevoked);
    expect(await screen.closed).toBe(CLOSE_REVOKED);
    const call = await device.get('/api/external/device');
    expect(call.statusCode).toBe(403);
    expect(call.data.message).toBe(M.deviceRevoked);
    await expect(openSocket(w.t, device)).rejects.toThrow(/refused/);
    await operator.next(
      'updateTerminal',
      (m) => m.terminal.wsId === terminal.wsId && m.terminal.status === 'off',
    );
    operator.close();
  });

  it('a deleted terminal drops its device; an operator leaving closes the form it shared', async () => {
    const { operator, screen, terminal } = await desk('Desk da eliminare');
    operator.send({ type: 'sendToExternal', wsId: terminal.wsId, lang: 'it', sections: 'gruppo' });
    await screen.next('openForm');
    operator.close();
    await screen.next('closeForm');
    const status = await w.op.get(`/api/externals/status?wsId=${terminal.wsId}`);
    expect(status.data.data.sharing).toBe(false);

    const del = await w.op.post('/api/tables/externals/delete', { id: terminal.id, params: {} });
    expect(del.statusCode).toBe(200);
    expect(await screen.closed).toBe(CLOSE_REVOKED);
  });

  it('an operator who signed out speaks no more through the socket opened before', async () => {
    const agent = await signIn(w.t, 'operator', w.siena);
    const socket = await openSocket(w.t, agent);
    const { terminal } = await addTerminal(agent);
    socket.send({ type: 'checkStatus', wsId: terminal.wsId });
    await socket.next('checkStatus');
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(200);
    socket.send({ type: 'checkStatus', wsId: terminal.wsId });
    expect((await socket.next('notify')).message).toBe(M.sessionEnded);
    expect(await socket.closed).toBe(CLOSE_REVOKED);
  });
});
