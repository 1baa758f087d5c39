import { z } from './z.js';
import { GROUP_KINDS, ROLES } from './role-names.js';

/** Roles and group kinds as schemas; their names and labels are in role-names.ts. */
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const GroupKind = z.enum(GROUP_KINDS);
export type GroupKind = z.infer<typeof GroupKind>;
