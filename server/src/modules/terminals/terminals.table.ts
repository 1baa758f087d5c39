import type { TableRow } from '@sportello/contracts';
import { TERMINAL_MESSAGES as M } from '@sportello/contracts';
import type { TableDefinition } from '../tables/index.js';
import { forbidden } from '../../platform/http/errors.js';
import { terminalUserOf } from './terminals.access.js';
import { externalsTableTemplate } from './external-forms.service.js';
import { presentTerminal } from './terminals.presenter.js';
import { pageTerminals, type TerminalPageOptions } from './terminals.repo.js';
import { presenceNow, removeTerminal } from './terminals.service.js';

const SORT = { name: 'name', deviceName: 'deviceName', createdAt: 'createdAt' } as const;
const TYPE_LABELS: Record<string, string> = { assisted: 'Assistito', self: 'Self-service (kiosk)' };

/**
 * The terminals page (spec 2 §2 "externals"): every terminal of the office, desk and kiosk, unless
 * the Tipo filter narrows it (terminalType assisted is the default of a share, not of this page),
 * with their live status (on while a socket of theirs is open on any server process).
 */
export const externalsTable: TableDefinition = {
  page: 'externals',
  template: externalsTableTemplate,
  allowed: (ctx) => terminalUserOf(ctx) !== null,

  async list(deps, ctx, query) {
    const user = terminalUserOf(ctx)!;
    const f = query.filters;
    const options: TerminalPageOptions = {
      offset: query.offset,
      limit: query.itemsPerPage,
      search: query.search,
      terminalType: f.terminalType,
      isActive: f.isActive === undefined ? undefined : f.isActive === 'yes',
      online: f.status === undefined ? undefined : f.status === 'on',
      sortBy: SORT[query.sort as keyof typeof SORT] ?? 'createdAt',
      desc: query.direction === 'desc',
    };
    const { rows, total } = await pageTerminals(deps.db, user.groupId, options, presenceNow(deps));
    return {
      total,
      rows: rows.map((r): TableRow => {
        const t = presentTerminal(r);
        return {
          id: t.id,
          status: t.status === 'on' ? 1 : 0,
          actions: ['edit', 'code', 'delete'],
          cells: {
            name: t.name,
            wsId: t.wsId,
            deviceName: t.deviceName,
            terminalType: TYPE_LABELS[t.terminalType] ?? t.terminalType,
            type: t.terminalType,
            status: t.status,
            isActive: t.isActive,
            paired: t.paired,
            createdAt: t.createdAt,
            iat: t.iat,
          },
          injectKey: null,
          lat: null,
          lng: null,
          sub: {},
        };
      }),
    };
  },

  async remove(deps, ctx, body) {
    const user = terminalUserOf(ctx);
    if (!user) throw forbidden(M.notOffice);
    return removeTerminal(deps, user, body.id);
  },
};
