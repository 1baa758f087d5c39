import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types as Kysely sees them (camelCase; the compilers write snake_case and the rows come back
 * in camelCase: snake-case.ts).
 * Timestamps are ISO-8601 text on both engines so they compare and sort the same way;
 * booleans are 0/1 integers; JSON is text parsed by the repo that owns it.
 */
type Timestamp = string;
type Flag = number;

export interface AppsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  isDefault: Flag;
  position: number;
}

export interface GroupsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  kind: string;
  status: number;
  email: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  lat: number | null;
  lng: number | null;
  /** 0: switched off by an admin; its memberships grant nothing until rehabilitated. */
  enabled: Generated<Flag>;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
  /** An office's opening hours, JSON [{from, to, hours}] (days 0 Monday … 6 Sunday); null: not told. */
  openingHours: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  fullName: string;
  passwordHash: string;
  status: number;
  userType: string;
  isReviewer: Flag;
  image: string | null;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
  updatedAt: Timestamp;
}

export interface MembershipsTable {
  id: Generated<number>;
  userId: number;
  groupId: number;
  appId: number;
  role: string;
  stato: number;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
}

export interface SessionsTable {
  /** sha-256 of the cookie token: a stolen database does not yield live sessions. */
  id: string;
  userId: number;
  csrfToken: string;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  ip: string;
  userAgent: string;
}

export interface TokensTable {
  id: Generated<number>;
  kind: string;
  tokenHash: string;
  userId: number;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  /** What the link carries besides its user: the new address of an e-mail change. */
  payload: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  ip: string;
  username: string;
  ok: Flag;
  /** The known device (login_devices) the attempt came from; null for any other browser. */
  deviceId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
}

/** A browser the account has signed in from: the sha-256 of its device cookie. */
export interface LoginDevicesTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
  lastUsedAt: Timestamp;
}

/** When the owner was last e-mailed about failed sign-ins to the account. */
export interface LoginAlertsTable {
  userId: number;
  sentAt: Timestamp;
}

/** An existing account asked to join a team: no membership until the person accepts. */
export interface TeamInvitationsTable {
  id: Generated<number>;
  userId: number;
  groupId: number;
  appId: number;
  role: string;
  invitedBy: number | null;
  tokenHash: string;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
  expiresAt: Timestamp;
}

export interface TemplatesTable {
  id: Generated<number>;
  kind: string;
  key: string;
  /** Environment slug, or '' for every environment. */
  app: string;
  body: string;
  version: number;
  updatedAt: Timestamp;
}

export interface OutboxMailsTable {
  id: Generated<number>;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  /** Delivery tries made (Rinvia sets it back to 0). */
  attempts: Generated<number>;
  /** The SMTP server's answer to the last failed try. */
  lastError: string | null;
  /** When the last try failed: the mail shows as failed. */
  failedAt: Timestamp | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actorId: number | null;
  actorUsername: string;
  action: string;
  targetType: string;
  targetId: number;
  targetLabel: string;
  beforeJson: string | null;
  afterJson: string | null;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
}

export interface Database {
  apps: AppsTable;
  groups: GroupsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  tokens: TokensTable;
  loginAttempts: LoginAttemptsTable;
  loginDevices: LoginDevicesTable;
  loginAlerts: LoginAlertsTable;
  teamInvitations: TeamInvitationsTable;
  templates: TemplatesTable;
  outboxMails: OutboxMailsTable;
  auditLog: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type GroupRow = Selectable<GroupsTable>;
export type AppRow = Selectable<AppsTable>;
export type MembershipRow = Selectable<MembershipsTable>;
export type SessionRow = Selectable<SessionsTable>;
