import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TERMINAL_MESSAGES as M } from '@sportello/contracts';
import { buildApp } from '../../app.js';
import { Agent } from '../../../test/agent.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { closeDatabase, connect, type Db } from '../../platform/db/connect.js';
import { createRedisBus, type Bus } from '../../platform/bus/bus.js';
import { createMailService } from '../../platform/mail/mail.js';
import { CLOSE_REVOKED } from './hub.js';
import { makeWorld, openSocket, type SocketApp, type TerminalsWorld } from './terminals.test-kit.js';

const REDIS_URL = process.env.REDIS_URL;
const ON_POSTGRES = process.env.TEST_DB === 'postgres';

/**
 * Two server processes (two app instances, each with its own database pool and its own Redis
 * connection) on one PostgreSQL database: an operator on one reaches a terminal on the other.
 * Needs REDIS_URL and PostgreSQL (CI has both); skipped without them.
 */
describe.runIf(REDIS_URL && ON_POSTGRES)(
  'terminals across two server processes (needs REDIS_URL and PostgreSQL)',
  () => {
    let t: TestApp;
    let w: Omit<TerminalsWorld, 't'>;
    const processes: { app: FastifyInstance; db: Db; bus: Bus; config: TestApp['config'] }[] = [];

    beforeAll(async () => {
      t = await buildTestApp();
      w = await makeWorld(t);
      for (let i = 0; i < 2; i += 1) {
        const db = connect(t.config.database);
        const bus = createRedisBus(REDIS_URL!);
        const app = await buildApp({ config: t.config, db, mail: createMailService(db, t.config), bus });
        await app.ready();
        processes.push({ app, db, bus, config: t.config });
      }
    });

    afterAll(async () => {
      for (const p of processes) {
        await p.app.close();
        await p.bus.close();
        await closeDatabase(p.db);
      }
      await t.close();
    });

    /** An agent's cookies used against another process (sessions and devices live in the database). */
    const on = (p: SocketApp, agent: Agent) => {
      const other = new Agent(p.app, { ip: '10.2.0.1' });
      for (const [k, v] of agent.cookies) other.cookies.set(k, v);
      return other;
    };

    it('an operator on process A shares to a terminal on process B and the answers come back', async () => {
      const [a, b] = [processes[0]!, processes[1]!];
      const operator = await openSocket(a, w.op);
      operator.send({ type: 'addWs', name: 'Desk processo B' });
      const added = await operator.next('addWs');

      // The device pairs and connects on B; A's operator sees "connected", then status on.
      const device = new Agent(b.app, { ip: '10.2.0.9' });
      expect((await device.post('/api/external/register', { code: added.pairing.code })).statusCode).toBe(
        200,
      );
      expect((await operator.next('registerWSOKServer', (m) => m.wsId === added.terminal.wsId)).message).toBe(
        M.connected,
      );
      const screen = await openSocket(b, device);
      await operator.next(
        'updateTerminal',
        (m) => m.terminal.wsId === added.terminal.wsId && m.terminal.status === 'on',
      );
      // Both processes agree it is on (presence is in the database).
      for (const p of [a, b]) {
        const status = await on(p, w.op).get(`/api/externals/status?wsId=${added.terminal.wsId}`);
        expect(status.data.data.status).toBe('on');
      }

      const sentAt = Date.now();
      operator.send({
        type: 'sendToExternal',
        wsId: added.terminal.wsId,
        lang: 'de',
        sections: 'gruppo',
        profileId: 7,
      });
      expect(await screen.next('openForm')).toMatchObject({ lang: 'de', sections: ['gruppo'], profileId: 7 });
      screen.send({
        type: 'submitExternalForm',
        values: { profilo_numero_persone: 3, profilo_tipo_gruppo: 'famiglia' },
        final: true,
      });
      const answers = await operator.next('receiveExternalForm');
      expect(Date.now() - sentAt).toBeLessThan(1000);
      expect(answers).toMatchObject({
        wsId: added.terminal.wsId,
        profileId: 7,
        final: true,
        values: { profilo_numero_persone: 3, profilo_tipo_gruppo: 'famiglia' },
      });

      operator.send({ type: 'stopSharing', wsId: added.terminal.wsId });
      await screen.next('closeForm');

      // Switched off on A: the device's socket on B is closed at once.
      const off = await on(a, w.op).post('/api/externals/edit', {
        wsId: added.terminal.wsId,
        isActive: false,
      });
      expect(off.statusCode).toBe(200);
      expect(await screen.closed).toBe(CLOSE_REVOKED);
      operator.close();
    });
  },
);
