import type { Role } from '@sportello/contracts';
import type { EnvContext } from './actor.js';

/**
 * What each role may do (docs/architecture.md). The server checks these; the browser only reads the menu
 * and the flags built from them. Later issues add their capabilities here.
 */
export const CAPABILITIES = [
  'content.edit',
  'content.review',
  'content.publish',
  /**
   * Read and download the published guides and reports: the desk hands them to visitors. Every role
   * has it; editing them stays with content.edit.
   */
  'guides.read',
  'explore.use',
  'lists.use',
  'profiles.use',
  'profiles.export',
  'terminals.use',
  'agenda.use',
  'team.manage',
  'users.admin',
  'groups.admin',
  'dashboard.view',
  'outbox.read',
  'structure.edit',
  /** Decide accreditation, new-structure and API requests ("Richieste in attesa"). */
  'requests.decide',
  /** Ask API access for one's group: showApiConfiguration (spec 1 §6), admins and reviewers. */
  'api.request',
  /**
   * List, edit and revoke partners' API keys: administrators of the Admin group only, never an
   * office's own "admin" role (a key reads the whole board's data, not one office's).
   */
  'api.keys',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const EDITOR: Capability[] = [
  'content.edit',
  'guides.read',
  'explore.use',
  'lists.use',
  'agenda.use',
  'dashboard.view',
];
const OPERATOR: Capability[] = [
  'guides.read',
  'explore.use',
  'lists.use',
  'profiles.use',
  'profiles.export',
  'terminals.use',
  'agenda.use',
  'dashboard.view',
];

const ROLE_CAPABILITIES: Record<Role, ReadonlySet<Capability>> = {
  admin: new Set(CAPABILITIES),
  reviewer: new Set<Capability>([...EDITOR, 'content.review', 'content.publish']),
  referent: new Set<Capability>([...EDITOR, ...OPERATOR, 'team.manage']),
  editor: new Set<Capability>(EDITOR),
  operator: new Set<Capability>(OPERATOR),
  structure: new Set<Capability>(['content.edit', 'guides.read', 'structure.edit']),
};

export function can(ctx: EnvContext, capability: Capability): boolean {
  if (capability === 'api.keys') return ctx.actor.isAdmin;
  if (ctx.actor.isAdmin) return true;
  // Follows the reviewer flag, as the page's showApiConfiguration does.
  if (capability === 'api.request') return ctx.actor.isReviewer;
  if (capability === 'content.review' && ctx.actor.isReviewer && ctx.role) return true;
  return ctx.role ? ROLE_CAPABILITIES[ctx.role].has(capability) : false;
}
