/** The roles (docs/architecture.md). The server's capability map (server/src/platform/auth/capabilities.ts) is the truth. */
export const ROLES = ['admin', 'reviewer', 'referent', 'editor', 'operator', 'structure'] as const;
type RoleName = (typeof ROLES)[number];

export const ROLE_LABELS: Record<RoleName, string> = {
  admin: 'Amministratore',
  reviewer: 'Revisore',
  referent: 'Referente',
  editor: 'Redattore',
  operator: 'Operatore',
  structure: 'Struttura ricettiva',
};

/** Kinds of group (UO). */
export const GROUP_KINDS = ['admin', 'board', 'iat', 'redazione', 'structure'] as const;
type GroupKindName = (typeof GROUP_KINDS)[number];

export const GROUP_KIND_LABELS: Record<GroupKindName, string> = {
  admin: 'Amministrazione',
  board: 'Ente turistico',
  iat: 'Ufficio IAT',
  redazione: 'Redazione',
  structure: 'Struttura ricettiva',
};

/** Group status: 0 pending verification, 1 visible, 4 hidden IAT (spec 3 §3). */
export const GROUP_STATUS = { pending: 0, visible: 1, hiddenIat: 4 } as const;
/** User status: 0 pending verification, 1 active. */
export const USER_STATUS = { pending: 0, active: 1 } as const;
