import { randomBytes } from 'node:crypto';
import {
  defaultTerminalName,
  TERMINAL_MESSAGES as M,
  TerminalAddBody,
  TerminalEditBody,
  type SocketOutbound,
  type Terminal,
  type TerminalType,
} from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { BusDownError } from '../../platform/bus/bus.js';
import { notFound } from '../../platform/http/errors.js';
import { systemTimers } from '../../platform/time/timers.js';
import { ownsTerminal, type TerminalUser } from './terminals.access.js';
import { channels, type Delivery } from './terminals.channels.js';
import { presentTerminal } from './terminals.presenter.js';
import * as repo from './terminals.repo.js';
import { dropCodes } from './pairing.repo.js';
import { issueCode } from './pairing.service.js';

type Deps = Pick<AppDeps, 'db' | 'bus' | 'timers'>;
type Reader = Pick<AppDeps, 'db' | 'timers'>;

/**
 * Now, on the clock the hub writes the connection rows with (hub.ts): a terminal is on while a row
 * of it is fresh by that clock, whichever process reads it.
 */
export const presenceNow = (deps: Pick<AppDeps, 'timers'>) => new Date((deps.timers ?? systemTimers).now());

export const newWsId = () => `t_${randomBytes(12).toString('base64url')}`;

export const publish = (deps: Pick<AppDeps, 'bus'>, channel: string, delivery: Delivery) =>
  deps.bus.publish(channel, delivery);

/**
 * A notice of a change already committed: while Redis is away it is dropped, not failed. The
 * database holds the change (a revoked device is refused at its next message, whatever the bus
 * said), and the screens that missed the notice read it when they connect again; failing here
 * would answer 503 for a change that was made (a pairing code used up, the device without its
 * cookie).
 */
export async function publishAfterCommit(deps: Pick<AppDeps, 'bus'>, channel: string, delivery: Delivery) {
  try {
    await deps.bus.publish(channel, delivery);
  } catch (err) {
    if (!(err instanceof BusDownError)) throw err;
  }
}

/** Tells the office's operator screens (every process) that a terminal changed. */
export async function announce(deps: Deps, terminalId: number) {
  const row = await repo.findTerminal(deps.db, terminalId, presenceNow(deps));
  if (!row) return;
  const message: SocketOutbound = { type: 'updateTerminal', terminal: presentTerminal(row) };
  await publishAfterCommit(deps, channels.office(row.groupId), { kind: 'send', message });
  await publishAfterCommit(deps, channels.terminal(row.id), { kind: 'send', message });
}

/** The terminal by id or wsId, if it is the user's office's: another office's is a 404 (no probing). */
export async function terminalOf(deps: Reader, user: TerminalUser, key: { id?: number; wsId?: string }) {
  const now = presenceNow(deps);
  const row =
    key.id !== undefined
      ? await repo.findTerminal(deps.db, key.id, now)
      : await repo.findTerminalByWsId(deps.db, key.wsId!, now);
  if (!row) throw notFound(M.notFound);
  if (!ownsTerminal(user, row)) throw notFound(M.notFound);
  return row;
}

/** Adds a terminal to the office and issues its pairing code (shown until the device connects). */
export async function addTerminal(deps: Deps, user: TerminalUser, input: TerminalAddBody, now = new Date()) {
  const body = TerminalAddBody.parse(input);
  const at = now.toISOString();
  const id = await repo.insertTerminal(
    deps.db,
    {
      wsId: newWsId(),
      groupId: user.groupId,
      name: body.name || defaultTerminalName(now),
      deviceName: body.deviceName,
      terminalType: body.terminalType,
      createdBy: user.userId,
    },
    at,
  );
  const pairing = await issueCode(deps.db, id, now);
  const terminal = presentTerminal((await repo.findTerminal(deps.db, id, presenceNow(deps)))!);
  return { terminal, pairing, message: M.added };
}

/** A new code for a terminal of the office (a device replaced, or the first code expired). */
export async function newCode(deps: Deps, user: TerminalUser, wsId: string, now = new Date()) {
  const row = await terminalOf(deps, user, { wsId });
  const pairing = await issueCode(deps.db, row.id, now);
  return { terminal: presentTerminal(row), pairing, message: M.added };
}

/**
 * The edit call (spec 2 §7): name (default "Terminale {date time}"), type, device name, active.
 * Switching a terminal off revokes its device at once, on every process (its socket is closed).
 */
export async function editTerminal(deps: Deps, user: TerminalUser, input: TerminalEditBody) {
  const body = TerminalEditBody.parse(input);
  const row = await terminalOf(deps, user, { wsId: body.wsId });
  const at = new Date().toISOString();
  const switchedOff = body.isActive === false && row.isActive === 1;
  await repo.updateTerminal(
    deps.db,
    row.id,
    {
      ...(body.name !== undefined && { name: body.name || defaultTerminalName() }),
      ...(body.terminalType !== undefined && { terminalType: body.terminalType }),
      ...(body.deviceName !== undefined && { deviceName: body.deviceName }),
      ...(body.isActive !== undefined && { isActive: body.isActive ? 1 : 0 }),
      ...(switchedOff && { deviceTokenHash: null, sharingSocket: null, sharingJson: null }),
    },
    at,
  );
  if (switchedOff) {
    await dropCodes(deps.db, row.id, at);
    await publishAfterCommit(deps, channels.terminal(row.id), { kind: 'revoke', message: M.deviceRevoked });
  }
  await announce(deps, row.id);
  const edited = (await repo.findTerminal(deps.db, row.id, presenceNow(deps)))!;
  return { terminal: presentTerminal(edited), message: M.updated };
}

/** Deletes a terminal of the office: its device is refused from now on, its socket closed. */
export async function removeTerminal(deps: Deps, user: TerminalUser, id: number) {
  const row = await terminalOf(deps, user, { id });
  await repo.deleteTerminal(deps.db, row.id);
  await publishAfterCommit(deps, channels.terminal(row.id), { kind: 'revoke', message: M.deviceRevoked });
  await publishAfterCommit(deps, channels.office(row.groupId), {
    kind: 'send',
    message: { type: 'removeTmpWsId', wsId: row.wsId },
  });
  return M.deleted;
}

/**
 * removeTmpWsId from the add-terminal modal closed before the device paired: the code stops
 * working and a terminal that never had a device goes away (a paired one stays as it was).
 */
export async function dropPending(deps: Deps, user: TerminalUser, wsId: string) {
  const row = await terminalOf(deps, user, { wsId });
  await dropCodes(deps.db, row.id, new Date().toISOString());
  if (row.deviceTokenHash === null && row.pairedAt === null) await repo.deleteTerminal(deps.db, row.id);
  await publishAfterCommit(deps, channels.office(row.groupId), {
    kind: 'send',
    message: { type: 'removeTmpWsId', wsId },
  });
}

export async function terminalStatus(deps: Reader, user: TerminalUser, wsId: string) {
  const row = await terminalOf(deps, user, { wsId });
  const t = presentTerminal(row);
  return { wsId, status: t.status, sharing: row.sharingSocket !== null };
}

export async function onlineOf(
  deps: Reader,
  user: TerminalUser,
  terminalType: TerminalType,
): Promise<Terminal[]> {
  const rows = await repo.onlineTerminals(deps.db, user.groupId, terminalType, presenceNow(deps));
  return rows.map(presentTerminal);
}
