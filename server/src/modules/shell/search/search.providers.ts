import { GROUP_KIND_LABELS, type GroupKind } from '@sportello/contracts';
import { can } from '../../../platform/auth/capabilities.js';
import type { SearchProvider } from './search.registry.js';
import { firstGroupNames, searchGroups, searchUsers } from './search.repo.js';

/** Users, for those who administer users; a pending account (status 0) is flagged to verify. */
export const userSearch: SearchProvider = {
  type: 'user',
  label: 'Utenti',
  route: 'user',
  allowed: (ctx) => can(ctx, 'users.admin'),
  async search(db, _ctx, query, limit) {
    const users = await searchUsers(db, query.toLowerCase(), limit);
    const groups = await firstGroupNames(
      db,
      users.map((u) => u.id),
    );
    return users.map((u) => ({
      id: u.id,
      title: u.fullName || u.username,
      info: [u.username, groups.get(u.id)].filter(Boolean).join(' · '),
      image: u.image,
      toVerify: u.status === 0,
    }));
  },
};

/** Groups (UO), for those who administer groups; a pending group (status 0) is flagged to verify. */
export const groupSearch: SearchProvider = {
  type: 'group',
  label: 'Gruppi',
  route: 'group',
  allowed: (ctx) => can(ctx, 'groups.admin'),
  async search(db, _ctx, query, limit) {
    const groups = await searchGroups(db, query.toLowerCase(), limit);
    return groups.map((g) => ({
      id: g.id,
      title: g.name,
      info: [GROUP_KIND_LABELS[g.kind as GroupKind] ?? g.kind, g.city].filter(Boolean).join(' · '),
      image: null,
      toVerify: g.status === 0,
    }));
  },
};
