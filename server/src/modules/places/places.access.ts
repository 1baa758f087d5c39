import type { OptionSource } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';

/** Every signed-in user may look up places and groups; the list of users is for administrators. */
export const canListOptions = (ctx: EnvContext, source: OptionSource): boolean =>
  source === 'users' ? can(ctx, 'users.admin') : true;
