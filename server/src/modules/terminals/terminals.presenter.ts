import type { KioskDevice, Terminal, TerminalType } from '@sportello/contracts';
import type { TerminalRow } from './terminals.repo.js';

export const presentTerminal = (r: TerminalRow): Terminal => ({
  id: r.id,
  wsId: r.wsId,
  name: r.name,
  deviceName: r.deviceName,
  terminalType: r.terminalType as TerminalType,
  isActive: r.isActive === 1,
  status: r.online && r.isActive === 1 ? 'on' : 'off',
  paired: r.deviceTokenHash !== null,
  iat: r.groupSlug,
  iatName: r.groupName,
  createdAt: r.createdAt,
});

export const presentDevice = (r: TerminalRow, isNew: boolean): KioskDevice => ({
  wsId: r.wsId,
  terminalType: r.terminalType as TerminalType,
  deviceName: r.deviceName,
  name: r.name,
  iatName: r.groupName,
  iat: r.groupSlug,
  isNew,
});
