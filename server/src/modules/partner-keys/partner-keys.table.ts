import {
  PARTNER_KEY_LANGUAGE_LABELS,
  TableTemplate,
  type PartnerKeyGrants,
  type TableRow,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import { forbidden } from '../../platform/http/errors.js';
import { templateFile } from '../../platform/templates/index.js';
import { todayInItaly } from '../../platform/time/today.js';
import type { TableDefinition } from '../tables/index.js';
import { pagePartnerKeys } from './partner-keys.repo.js';
import { grantsOf, revokeKey, stateOf } from './partner-keys.service.js';
import apiKeysJson from './templates/api-keys.json' with { type: 'json' };

export const apiKeysTableTemplate = templateFile(
  'partner-keys/templates/api-keys.json',
  apiKeysJson,
  TableTemplate,
);

/** Administrators of the Admin group only (capability api.keys). */
export const mayManageKeys = (ctx: EnvContext) => can(ctx, 'api.keys');

const SORT = { group: 'group', createdAt: 'createdAt', expiresOn: 'expiresOn' } as const;

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** One line a desk reads at a glance: what, in which languages, how fast. */
export function grantsSummary(g: PartnerKeyGrants): string {
  const parts = [
    g.contentTypes.length
      ? count(g.contentTypes.length, 'tipo di contenuto', 'tipi di contenuto')
      : 'nessun contenuto',
    g.assetTypes.length
      ? count(g.assetTypes.length, 'tipo del catalogo', 'tipi del catalogo')
      : 'nessun catalogo',
    g.languages.length === 5
      ? 'tutte le lingue'
      : g.languages.map((l) => PARTNER_KEY_LANGUAGE_LABELS[l]).join(', '),
    `${g.ratePerMinute} richieste/min`,
  ];
  if (g.omittedFields.length) parts.push(count(g.omittedFields.length, 'campo escluso', 'campi esclusi'));
  return parts.join(' · ');
}

/** The "Chiavi API" table page: every partner's key, newest first. */
export const apiKeysTable: TableDefinition = {
  page: 'api-keys',
  template: apiKeysTableTemplate,
  allowed: mayManageKeys,

  async list(deps, _ctx, query) {
    const today = todayInItaly();
    const { rows, total } = await pagePartnerKeys(deps.db, {
      offset: query.offset,
      limit: query.itemsPerPage,
      search: query.search,
      state: query.filters.state,
      today,
      sortBy: SORT[query.sort as keyof typeof SORT] ?? 'createdAt',
      desc: query.direction === 'desc',
    });
    return {
      total,
      rows: rows.map((r): TableRow => {
        const state = stateOf(r, today);
        return {
          id: r.id,
          status: state === 'active' ? 1 : 0,
          actions: state === 'revoked' ? [] : ['edit', 'webhooks', 'revoke'],
          cells: {
            group: r.groupName,
            keyId: `spk_${r.keyId}`,
            grants: grantsSummary(grantsOf(r)),
            createdAt: r.createdAt,
            expiresOn: r.expiresOn,
            lastUsedAt: r.lastUsedAt,
            usesToday: Number(r.usesToday ?? 0),
            state,
          },
          injectKey: null,
          lat: null,
          lng: null,
          sub: {},
        };
      }),
    };
  },

  /** The engine's delete is a revocation: a key's row stays, with its counts, for the record. */
  async remove(deps, ctx, body) {
    if (!mayManageKeys(ctx)) throw forbidden();
    return revokeKey(deps.db, ctx.actor, body.id);
  },
};
