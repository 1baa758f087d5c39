import type { Generated } from 'kysely';

/** The terminals' tables as Kysely sees them (migration 2026-11-26-017-terminals). */
export interface TerminalsTable {
  id: Generated<number>;
  wsId: string;
  groupId: number;
  name: string;
  deviceName: Generated<string>;
  terminalType: Generated<string>;
  isActive: Generated<number>;
  deviceTokenHash: string | null;
  pairedAt: string | null;
  sharingSocket: string | null;
  sharingJson: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface TerminalPairingCodesTable {
  id: Generated<number>;
  terminalId: number;
  codeHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export interface TerminalPairingAttemptsTable {
  id: Generated<number>;
  ip: string;
  ok: number;
  createdAt: string;
}

export interface TerminalConnectionsTable {
  socketId: string;
  terminalId: number;
  processId: string;
  seenAt: string;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    terminals: TerminalsTable;
    terminalPairingCodes: TerminalPairingCodesTable;
    terminalPairingAttempts: TerminalPairingAttemptsTable;
    terminalConnections: TerminalConnectionsTable;
  }
}
