import { RoleListTemplate, type RoleOption } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { requireTemplate } from '../../platform/templates/index.js';

export const ROLES_TEMPLATE_KIND = 'roles';

/**
 * The roles a screen may hand out, from the template-defined list stored in the database:
 * 'team' (what a referent assigns) or 'group' (what an admin assigns in a group).
 */
export async function roleOptions(db: Db, list: 'team' | 'group', env: string): Promise<RoleOption[]> {
  const template = await requireTemplate(db, RoleListTemplate, ROLES_TEMPLATE_KIND, list, env);
  return template.roles;
}

/** The label of a role, from the list when it names it. */
export function roleLabel(options: RoleOption[], role: string): string {
  return options.find((o) => o.value === role)?.label ?? role;
}
